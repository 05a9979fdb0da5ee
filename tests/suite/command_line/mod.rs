//! The command line: its commands as scripts use them (`commands`), the config file
//! (`config`), and words from outside (paths, names, arguments) that reach a file or the
//! terminal (`outside_words`).

mod commands;
mod config;
mod daily;
mod languages;
mod night_commands;
mod outside_words;
mod presets;
