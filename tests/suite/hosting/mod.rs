//! Hosting a table: the SSH door and a hosted match over real SSH (`door`), the real
//! `yahtzee host --headless` process with russh and OpenSSH clients (`headless_process`),
//! what guests are told and offered (`guests`), the Guests' keys screen (`keys_screen`),
//! a guest who reads plain lines (`plain_guest`), the public server's door alone
//! (`public_door`), and the host's side in other languages (`languages`).

mod door;
mod guests;
mod headless_process;
mod keys_screen;
mod languages;
mod plain_guest;
mod public_door;
