//! The match itself, with no screen: the state machine of a match (`match_state`: turns,
//! throws, boxes, the log and its replay) and the session that is the one authority over a
//! table (`session`: refusals, legality, undo), and the dice tape (`tape`).

mod match_state;
mod session;
mod tape;
