//! A player's match is never lost: saving and loading on disk (`disk`), the store under
//! attack (`store_attacks`), every path that could replace, overwrite or drop a match
//! (`never_lost`), and the seeded campaigns that kill the game and damage its files
//! (`campaigns`).

mod campaigns;
mod disk;
mod never_lost;
mod store_attacks;
