//! A terminal Yahtzee game: exact rules, hot-seat play, CPU opponents up to the optimal
//! strategy, saved matches, and tables friends join over SSH.
//!
//! This package is the application: the screens ([`tui`]), the SSH door ([`net`]), the
//! command line ([`cli`]), the config file ([`config`]), the player's preferences ([`prefs`])
//! and the result card ([`share`]). The layers below are crates of their own, re-exported
//! here under the names the whole program uses:
//!
//! - [`rules`], [`game`], [`words`], [`escape`]: `yahtzee-core`, the rules and the match;
//! - [`ai`]: `yahtzee-ai`, the solver, the chance to win and the CPU levels;
//! - [`store`]: `yahtzee-store`, every file the game keeps;
//! - [`table`], [`seats`]: `yahtzee-table`, the one authority over a match being played;
//! - [`hall`]: `yahtzee-hall`, the public server's database (accounts, ratings, tables);
//! - [`l10n`]: `yahtzee-l10n`, the words in every language the game speaks.
//!
//! ARCHITECTURE.md draws the layers and says where each capability fits.
//!
//! The whole game runs without a terminal: the app takes input as values and draws into any
//! ratatui backend, which is how the screens are tested.
//!
//! ```
//! use ratatui::{Terminal, backend::TestBackend};
//! use yahtzee::store::MemoryStore;
//! use yahtzee::tui::{App, Input, Prefs, Start, shelf::Shelf};
//!
//! let store = Box::new(MemoryStore::new());
//! let mut app = App::new(store, Shelf::new(None), Prefs::default(), Start::Menu);
//! app.handle(Input::Resize(80, 24));
//! let mut terminal = Terminal::new(TestBackend::new(80, 24))?;
//! terminal.draw(|frame| app.draw(frame))?;
//! assert!(format!("{:?}", terminal.backend()).contains("New match"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub use yahtzee_ai as ai;
pub use yahtzee_ai::memory;
pub use yahtzee_core::{cycle, escape, game, rules, words};
pub use yahtzee_hall as hall;
pub use yahtzee_l10n as l10n;
pub use yahtzee_store as store;
pub use yahtzee_table as table;
pub use yahtzee_table::seats;

pub mod cli;
pub mod config;
pub mod net;
pub mod plain;
pub mod prefs;
pub mod serve;
pub mod share;
pub mod tui;
