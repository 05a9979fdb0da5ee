//! A player's match is never lost: saving and loading on disk (`disk`), the store under
//! attack (`store_attacks`), every path that could replace, overwrite or drop a match
//! (`never_lost`), several matches on the go side by side (`matches`), the seeded
//! campaigns that kill the game and damage its files (`campaigns`), and the public
//! server's database (`hall`); what the store says of a damaged file, in other languages
//! (`languages`).

mod campaigns;
mod daily;
mod disk;
mod hall;
mod languages;
mod matches;
mod never_lost;
mod store_attacks;
