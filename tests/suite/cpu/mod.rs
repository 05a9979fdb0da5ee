//! The CPU and what it knows: the solver against published figures and a brute force, every
//! level's legality (`solver`), decisions replayed against a recorded fixture
//! (`arena_replay`), the coach's review (`coach`), and the chance to win (`odds`).

mod arena_replay;
mod coach;
mod luck;
mod odds;
mod solver;
mod words;
