//! A player's match is never lost: saving and loading on disk (`disk`), the store under
//! attack (`store_attacks`), every path that could replace, overwrite or drop a match
//! (`never_lost`), several matches on the go side by side (`matches`), and the seeded
//! campaigns that kill the game and damage its files (`campaigns`).

mod campaigns;
mod disk;
mod matches;
mod never_lost;
mod store_attacks;
