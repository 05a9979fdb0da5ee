//! The command-line grammar, as clap derives it.

use std::path::PathBuf;

use clap::builder::{PossibleValue, TypedValueParser};
use clap::{Args, Parser, Subcommand, ValueHint};

use crate::game::Level;
use crate::rules::{Preset, Ruleset, SettingKey, SettingValue};

#[derive(Debug, Parser)]
#[command(
    name = "yahtzee",
    version,
    about = "Yahtzee in the terminal: hot-seat matches, CPU opponents up to perfect play, saved games.",
    long_about = "Yahtzee in the terminal: 1–4 seats, each a person or a CPU of chosen strength, \
                  with exact rules (Joker, bonuses and every table variant as a setting).\n\n\
                  Run without a command to open the main menu.",
    after_help = "Files live in the data folder: --data-dir, else $YAHTZEE_DATA_DIR, else the platform's \
                  data folder (~/.local/share/yahtzee on Linux)."
)]
pub struct Cli {
    /// Folder for saves, statistics, history and the solver's cache (overrides $YAHTZEE_DATA_DIR).
    #[arg(long, global = true, value_name = "DIR", value_hint = ValueHint::DirPath,
          help_heading = GLOBAL_OPTIONS)]
    pub data_dir: Option<PathBuf>,
    /// Draw without colour (also when NO_COLOR is set); held dice and the current seat are
    /// still marked.
    #[arg(long, global = true, help_heading = GLOBAL_OPTIONS)]
    pub mono: bool,
    /// The config file (overrides $YAHTZEE_CONFIG; default: config.toml in the platform's
    /// config folder, ~/.config/yahtzee on Linux).
    #[arg(long, global = true, value_name = "FILE", value_hint = ValueHint::FilePath,
          help_heading = GLOBAL_OPTIONS)]
    pub config: Option<PathBuf>,
    /// The language: en, de, fr, es or sv (default: the one last chosen in setup, else the
    /// config file's [ui] language, else LC_ALL, LC_MESSAGES or LANG; English where none is
    /// one of those).
    #[arg(long, global = true, value_name = "CODE", help_heading = GLOBAL_OPTIONS)]
    pub lang: Option<String>,
    /// Play as plain lines of text a screen reader follows, commands typed as lines (also
    /// when TERM=dumb, or with [ui] mode = "plain" in the config file).
    #[arg(long, global = true, help_heading = GLOBAL_OPTIONS)]
    pub plain: bool,
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The heading `--help` lists the options every command takes under, apart from the
/// command's own.
const GLOBAL_OPTIONS: &str = "Global options";

/// The commands that draw a screen, where `--mono` means something.
const DRAWN: [&str; 5] = ["new", "resume", "host", "learn", "daily"];

/// The grammar the program parses with: `--mono` stays global, so `yahtzee --mono stats` and
/// `yahtzee stats --mono` from old scripts keep working, but where nothing is drawn it is
/// hidden from the command's help.
pub(super) fn grammar() -> clap::Command {
    use clap::CommandFactory;
    Cli::command().mut_subcommands(mono_only_where_drawn)
}

/// The grammar as the completion scripts and the manual pages offer it: `--mono` on the
/// program and on the commands that draw only. (Hidden options are not enough here: bash's
/// script offers them.)
pub(super) fn offered() -> clap::Command {
    use clap::CommandFactory;
    let mut command = Cli::command().mut_arg("mono", |a| a.global(false));
    let mono = command
        .get_arguments()
        .find(|a| a.get_id() == "mono")
        .cloned();
    if let Some(mono) = mono {
        for name in DRAWN {
            command = command.mut_subcommand(name, |s| s.arg(mono.clone()));
        }
    }
    command
}

/// A command that draws nothing gets a hidden `--mono` of its own, which clap finds before
/// the global one (so it is accepted, and still sets the global's value).
fn mono_only_where_drawn(command: clap::Command) -> clap::Command {
    if DRAWN.contains(&command.get_name()) {
        return command;
    }
    command.arg(
        clap::Arg::new("mono")
            .long("mono")
            .action(clap::ArgAction::SetTrue)
            .hide(true)
            .help("Accepted and ignored: this command draws no screen."),
    )
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Open match setup (filled in from these options), or with --start begin at once.
    New(NewArgs),
    /// Continue a match on the go: the one named by its ID, else the newest.
    Resume(ResumeArgs),
    /// List the matches on the go, newest first: ID, players, rules, round, last played.
    List(ListArgs),
    /// Host a match friends join over SSH: setup with seats for guests, then the table.
    Host(HostArgs),
    /// Run a public table server: a lobby over SSH where people meet, play and come back.
    ///
    /// Accounts are SSH keys, matches between accounts are rated (Glicko-2), and every open
    /// table lives in the data folder's serve/hall.sqlite3. Its policy and limits are the
    /// config file's [serve] section (yahtzee config --print-default shows them).
    Serve(ServeArgs),
    /// Learn to play: short lessons on a real board, then practice puzzles answered by the
    /// exact solver. Progress is kept in learn.json, apart from matches and statistics.
    Learn,
    /// The daily challenge: one solo Classic game a day on dice every copy of the game
    /// throws alike (by the UTC date). The first game of a day is scored; later ones are
    /// replays. Opens the daily's screen, or prints the record or the share line.
    Daily(DailyArgs),
    /// Print the rules and the active settings as text.
    Rules(RulesCmdArgs),
    /// Your own presets: save rules under a name, list, rename or delete them.
    ///
    /// A preset of your own is then a value of --rules for every command that takes it,
    /// and a choice of the Rules row in setup.
    Preset(PresetArgs),
    /// Print statistics per player over finished normal matches.
    ///
    /// A hosted match in which a CPU stood in for an absent guest counts as the guest's
    /// (their total, rank and boxes); the report lists how many of their turns a stand-in
    /// played, and `--json` has it as `stand_in_turns`.
    Stats(StatsArgs),
    /// Review a finished match's choices against perfect play.
    Review(ReviewArgs),
    /// Play CPU-only matches and report each seat's figures.
    Sim(SimArgs),
    /// Rank every option for a card and dice by expected final total under optimal play.
    Advise(AdviseArgs),
    /// Each seat's chance to win from a position, if every seat plays Perfect from here on.
    Odds(OddsArgs),
    /// Print (or write) a finished match's result card, as text or as an SVG picture.
    Card(CardArgs),
    /// Print a commented config file with every option at its default, or check one.
    Config(ConfigArgs),
    /// Print a shell completion script (bash, zsh, fish, powershell, elvish).
    Completions(CompletionsArgs),
    /// Print the manual page (roff), or write one page per command with --dir.
    Man(ManArgs),
    /// List the solved data cached in the data folder with their sizes, or clear them.
    ///
    /// The optimal strategy and the chance-to-win table of each ruleset played are kept in
    /// solver/ (about 28 MB for Classic); both are computed again when needed.
    Cache(CacheArgs),
    /// Build the chance-to-win table of the given rules into the data folder's cache,
    /// printing progress: the game starts it so that the build's memory is not the game's.
    #[command(hide = true)]
    BuildOdds(BuildOddsArgs),
}

#[derive(Debug, Args)]
pub struct DailyArgs {
    /// Print the streak and every scored daily, newest first, instead of opening the game.
    #[arg(long)]
    pub history: bool,
    /// Print the line to share for a scored daily (today's unless --day): the day, the
    /// score, the accuracy and the luck, never the dice.
    #[arg(long, conflicts_with = "history")]
    pub share: bool,
    /// The day whose share line to print, written YYYY-MM-DD (UTC).
    #[arg(long, value_name = "YYYY-MM-DD", value_parser = parse_day)]
    pub day: Option<crate::game::Day>,
}

fn parse_day(s: &str) -> Result<crate::game::Day, ArgError> {
    s.parse().map_err(ArgError::refused)
}

#[derive(Debug, Args)]
pub struct BuildOddsArgs {
    /// The rules, as the cache files write them (JSON).
    #[arg(long, value_name = "JSON")]
    pub rules_json: String,
}

#[derive(Debug, Args)]
pub struct ManArgs {
    /// Write yahtzee.1 and a page for each command (yahtzee-new.1, …) into DIR, made if
    /// missing, instead of printing the main page.
    #[arg(long, value_name = "DIR", value_hint = ValueHint::DirPath)]
    pub dir: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct CacheArgs {
    /// List each cache file with its size and what it holds (what `cache` alone does).
    #[arg(long)]
    pub list: bool,
    /// Remove the cache files the game wrote, saying which; nothing else in the folder.
    #[arg(long, conflicts_with = "list")]
    pub clear: bool,
}

#[derive(Debug, Args)]
#[command(group(clap::ArgGroup::new("what").required(true).args(["print_default", "check"])))]
pub struct ConfigArgs {
    /// Print a config file with every option, commented out at its default.
    #[arg(long)]
    pub print_default: bool,
    /// Check a config file (default: the one the game would read) and report each problem
    /// with its line; exit code 2 if there is any.
    #[arg(long, value_name = "FILE", num_args = 0..=1, value_hint = ValueHint::FilePath)]
    pub check: Option<Option<PathBuf>>,
}

#[derive(Debug, Args)]
pub struct CardArgs {
    /// Which finished match: 1 is the latest (default), 2 the one before, …; or a match id.
    #[arg(long = "match", value_name = "N|ID", default_value = "1")]
    pub which: String,
    /// How the card is written.
    #[arg(long, value_name = "FORMAT", default_value = "text",
          value_parser = Offered::new(parse_card_format, card_format_words))]
    pub format: crate::share::CardFormat,
    /// Write the card to FILE instead of printing it.
    #[arg(long, value_name = "FILE", value_hint = ValueHint::FilePath)]
    pub output: Option<PathBuf>,
}

fn parse_card_format(s: &str) -> Result<crate::share::CardFormat, ArgError> {
    s.parse().map_err(ArgError::refused)
}

fn card_format_words() -> Vec<PossibleValue> {
    vec![
        PossibleValue::new("text").help("pastes into a chat"),
        PossibleValue::new("svg").help("a picture of the final scorecard"),
    ]
}

#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell to complete for.
    #[arg(value_name = "SHELL", value_parser = Offered::new(parse_shell, shell_words))]
    pub shell: clap_complete::Shell,
}

/// A shell completions are written for; any other is refused with the list of those known
/// (clap's own refusal offered `zsh` for `tcsh`, as if it were a typo).
fn parse_shell(s: &str) -> Result<clap_complete::Shell, ArgError> {
    use clap::ValueEnum;
    clap_complete::Shell::from_str(s.trim(), true).map_err(|_| ArgError::Shell)
}

fn shell_words() -> Vec<PossibleValue> {
    use clap::ValueEnum;
    clap_complete::Shell::value_variants()
        .iter()
        .filter_map(ValueEnum::to_possible_value)
        .collect()
}

/// The shells completions are written for, as a sentence lists them.
fn shell_list() -> String {
    let names: Vec<String> = shell_words()
        .iter()
        .map(|w| w.get_name().to_string())
        .collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => crate::l10n::t!(
            "cli-list-and",
            first = rest.join(", "),
            last = last.as_str()
        ),
        Some((last, _)) => last.clone(),
        None => String::new(),
    }
}

#[derive(Debug, Args)]
pub struct PresetArgs {
    #[command(subcommand)]
    pub action: PresetAction,
}

#[derive(Debug, Subcommand)]
pub enum PresetAction {
    /// Save rules under a name of your own: --rules (default classic), changed by --set.
    Save(PresetSaveArgs),
    /// List your presets, each with how it differs from its card's built-in preset.
    List(PresetListArgs),
    /// Give one of your presets another name.
    Rename(PresetRenameArgs),
    /// Delete one of your presets (matches and setups that used it keep their rules).
    Delete(PresetDeleteArgs),
}

#[derive(Debug, Args)]
pub struct PresetSaveArgs {
    /// The name: up to 24 characters, not a built-in preset's (in any case or look-alike
    /// spelling).
    #[arg(value_name = "NAME", value_parser = parse_new_preset_name)]
    pub name: crate::store::PresetName,
    /// Replace your preset of that name, if there is one.
    #[arg(long)]
    pub replace: bool,
    #[command(flatten)]
    pub rules: RulesArgs,
}

#[derive(Debug, Args)]
pub struct PresetListArgs {
    /// Print every name --rules takes, one a line (the completion scripts ask for this).
    #[arg(long, hide = true)]
    pub names: bool,
}

#[derive(Debug, Args)]
pub struct PresetRenameArgs {
    /// The preset's name now.
    #[arg(value_name = "OLD")]
    pub old: String,
    /// Its new name (the same rules as for save).
    #[arg(value_name = "NEW", value_parser = parse_new_preset_name)]
    pub new: crate::store::PresetName,
}

#[derive(Debug, Args)]
pub struct PresetDeleteArgs {
    /// The preset's name.
    #[arg(value_name = "NAME")]
    pub name: String,
}

fn parse_new_preset_name(s: &str) -> Result<crate::store::PresetName, ArgError> {
    crate::store::PresetName::new_name(s).map_err(ArgError::refused)
}

/// What `--rules` names: a built-in preset, or (by its form) one of the player's own, looked
/// up in the data folder when the command runs, since only then is the folder known.
#[derive(Debug, Clone, PartialEq)]
pub enum RulesChoice {
    BuiltIn(Preset),
    Own(crate::store::PresetName),
}

/// `--rules PRESET` and any number of `--set KEY=VALUE`, shared by every command that takes rules.
#[derive(Debug, Clone, Args)]
pub struct RulesArgs {
    /// Rules preset (an alias names the same rules as its preset), or one of your own
    /// (yahtzee preset list).
    #[arg(long = "rules", value_name = "PRESET", default_value = "classic",
          value_parser = Offered::new(parse_rules_choice, preset_words))]
    pub preset: RulesChoice,
    /// Change one setting, e.g. --set joker=free --set max_rolls=4. Keys: layout, max_rolls,
    /// sticky_holds, upper_threshold, upper_bonus, kinds_score, full_house_points,
    /// small_straight_points, large_straight_points, yahtzee_points,
    /// five_of_a_kind_is_full_house, extra_yahtzee_bonus, bonus_needs_positive_yahtzee, joker.
    #[arg(long = "set", value_name = "KEY=VALUE", value_parser = parse_assignment)]
    pub set: Vec<(SettingKey, SettingValue)>,
}

impl RulesArgs {
    /// The rules asked for: the preset (one of the player's own read from `data_dir`), then
    /// each `--set`. A name that is no preset, or a setting the card does not use (a Joker
    /// on a Yatzy card), is refused with the reason. Values were checked against their
    /// ranges while parsing.
    pub fn resolve(
        &self,
        data_dir: Option<&std::path::Path>,
    ) -> Result<Ruleset, crate::cli::CliError> {
        let mut rules = crate::cli::commands::preset::rules_named(&self.preset, data_dir)?;
        for &(key, value) in &self.set {
            rules.set(key, value)?;
        }
        Ok(rules)
    }
}

#[derive(Debug, Args)]
pub struct RulesCmdArgs {
    /// Print the rules as Markdown (headings and tables) instead of plain text.
    #[arg(long)]
    pub markdown: bool,
    #[command(flatten)]
    pub rules: RulesArgs,
}

#[derive(Debug, Args)]
pub struct SimArgs {
    /// Number of matches to play.
    #[arg(long, value_name = "N", default_value_t = 1000, value_parser = parse_games)]
    pub games: u64,
    /// Seed of the first match's dice; every match's dice follow from it.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// The CPU seats, by level (beginner, casual, strong, perfect, shark), comma-separated.
    // `--seats` is what the screens call them; a newcomer typed it and clap offered `--set`.
    #[arg(long, alias = "seats", value_name = "LEVEL,LEVEL,...", default_value = "perfect",
          value_parser = Offered::new(parse_levels, level_words), hide_possible_values = true)]
    pub players: Levels,
    /// Keep seat 1 first in every game (by default the first seat rotates each game).
    #[arg(long)]
    pub fixed_order: bool,
    /// Throw from each match's dice tape, every seat its own faces (as new matches do; by
    /// default sim keeps the generator its published figures were made with).
    #[arg(long, conflicts_with = "same_dice")]
    pub tape: bool,
    /// Every seat throws the same dice (the match's tape, read alike by every seat).
    #[arg(long)]
    pub same_dice: bool,
    /// Threads to play on (default: every core).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=256))]
    pub threads: Option<u16>,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub rules: RulesArgs,
}

#[derive(Debug, Args)]
pub struct AdviseArgs {
    /// Filled boxes with their points, e.g. ones=3,fours=12,yahtzee=50 (and extra_yahtzees=N);
    /// on a card of several columns BOX@N=POINTS names column N (1 to 3).
    #[arg(long, value_name = "SPEC", default_value = "")]
    pub card: String,
    #[command(flatten)]
    pub turn: TurnDiceArgs,
    /// Print JSON instead of a table.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub rules: RulesArgs,
}

/// The dice on the table in mid-turn, shared by advise and odds.
#[derive(Debug, Args)]
pub struct TurnDiceArgs {
    /// The five dice of the seat to play, e.g. 3,3,3,5,5 (without dice: the start of its
    /// next turn, before the first throw).
    #[arg(long, value_name = "D,D,D,D,D")]
    pub dice: Option<String>,
    /// Throws left this turn with those dice (needs --dice; default: all but the first).
    #[arg(long, value_name = "N")]
    pub rolls_left: Option<u8>,
    /// With sticky holds and --dice: the dice already held, e.g. 3,3.
    #[arg(long, value_name = "D,...")]
    pub held: Option<String>,
}

#[derive(Debug, Args)]
pub struct OddsArgs {
    /// One seat's card, in seat order (repeat for each seat, 1 to 4): filled boxes with their
    /// points as for advise, e.g. ones=3,fours=12; an empty SPEC is an empty card.
    #[arg(
        long = "card",
        value_name = "SPEC",
        required = true,
        num_args = 1,
        allow_hyphen_values = true
    )]
    pub cards: Vec<String>,
    /// The seat whose turn it is, 1-based.
    #[arg(long, value_name = "N", default_value_t = 1)]
    pub to_play: usize,
    #[command(flatten)]
    pub turn: TurnDiceArgs,
    /// Print JSON: {"win": [p1, p2, ...]}.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub rules: RulesArgs,
}

#[derive(Debug, Args)]
pub struct NewArgs {
    /// Seats, comma-separated: NAME for a person, cpu or cpu:LEVEL for a CPU
    /// (beginner, casual, strong, perfect, shark), NAME@LEVEL for a named CPU. E.g. "Ana,Ben,cpu:shark".
    #[arg(long, alias = "seats", value_name = "SPEC",
          value_parser = Offered::new(parse_players, cpu_seat_words), hide_possible_values = true)]
    pub players: Option<Players>,
    /// Seed for the dice (the same seed throws the same dice).
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,
    /// How fast CPU seats play.
    #[arg(long, value_name = "SPEED", value_parser = Offered::new(parse_speed, speed_words))]
    pub speed: Option<crate::store::CpuSpeed>,
    /// A practice match: saved apart, never counted in statistics.
    #[arg(long)]
    pub practice: bool,
    /// A normal match, counted in statistics (the default: practice is never remembered).
    #[arg(long, conflicts_with = "practice")]
    pub no_practice: bool,
    /// Turn undo off for this match.
    #[arg(long)]
    pub no_undo: bool,
    /// Allow undo, whatever the last setup was (with --start, the default).
    #[arg(long, conflicts_with = "no_undo")]
    pub undo: bool,
    /// Every person throws real dice and types the faces in (CPU seats throw on screen).
    #[arg(long, conflicts_with = "score_pad")]
    pub real_dice: bool,
    /// Keep score only: no dice, each turn a box and its points are typed in (people only).
    #[arg(long)]
    pub score_pad: bool,
    /// Every seat throws on screen: no real dice, no score pad.
    #[arg(long, conflicts_with_all = ["real_dice", "score_pad"])]
    pub on_screen: bool,
    /// No score pad (the dice as the last setup had them, or on screen).
    #[arg(long, conflicts_with = "score_pad")]
    pub no_score_pad: bool,
    /// Every seat throws the same dice (two to four seats, thrown on screen).
    #[arg(long, conflicts_with_all = ["score_pad", "real_dice"])]
    pub same_dice: bool,
    /// Each seat its own dice (the default), whatever the last setup was.
    #[arg(long, conflicts_with = "same_dice")]
    pub no_same_dice: bool,
    /// Hints and the coach available.
    #[arg(long)]
    pub hints: bool,
    /// No hints and no coach.
    #[arg(long, conflicts_with = "hints")]
    pub no_hints: bool,
    /// Show each seat's chance to win.
    #[arg(long)]
    pub chance_to_win: bool,
    /// Hide the chance to win.
    #[arg(long, conflicts_with = "chance_to_win")]
    pub no_chance_to_win: bool,
    /// Start at once instead of opening setup, from the defaults and these options only (not
    /// the last setup).
    #[arg(long)]
    pub start: bool,
    /// Rules preset (an alias names the same rules as its preset), or one of your own;
    /// default: classic with
    /// --start, else the last setup's rules.
    #[arg(long = "rules", value_name = "PRESET", value_parser = Offered::new(parse_rules_choice, preset_words))]
    pub preset: Option<RulesChoice>,
    /// Change one setting, e.g. --set joker=free (repeatable).
    #[arg(long = "set", value_name = "KEY=VALUE", value_parser = parse_assignment)]
    pub set: Vec<(SettingKey, SettingValue)>,
}

#[derive(Debug, Args)]
pub struct HostArgs {
    #[command(flatten)]
    pub new: NewArgs,
    /// Seats for friends who join over SSH, comma-separated names, e.g. "Ana,Ben" (added
    /// after --players).
    #[arg(long, value_name = "NAMES", value_parser = parse_guests)]
    pub guests: Option<Guests>,
    /// Where to listen for guests, ADDR:PORT (0.0.0.0:2222 lets other machines in).
    #[arg(long, value_name = "ADDR:PORT", default_value = "127.0.0.1:2222")]
    pub listen: std::net::SocketAddr,
    /// Serve the table without a seat here (every person joins over SSH); starts at once.
    #[arg(long)]
    pub headless: bool,
    /// Reopen the saved match's table with the same seats.
    #[arg(long, conflicts_with_all = ["players", "guests", "start", "preset", "set"])]
    pub resume: bool,
    /// How many may watch at once.
    #[arg(long, value_name = "N", default_value_t = 8, value_parser = clap::value_parser!(u16).range(0..=64))]
    pub spectators: u16,
    /// Minutes the match waits for a guest who is away (dropped, or not come yet) before a
    /// CPU plays their seat until they are back; 0 lets it play at once. Without it a host
    /// here decides with p, and a headless table waits 5 minutes.
    #[arg(long, value_name = "MINUTES", value_parser = clap::value_parser!(u16).range(0..=1440))]
    pub stand_in_after: Option<u16>,
    /// The CPU that plays for a guest who is away.
    #[arg(long, value_name = "LEVEL", default_value = "strong",
          value_parser = Offered::new(parse_level, level_words))]
    pub stand_in: Level,
    /// List the guests' keys remembered with their seats, then exit.
    #[arg(long, conflicts_with_all = ["forget_key", "players", "guests", "start", "resume", "headless"])]
    pub list_keys: bool,
    /// Forget remembered guests' keys, then exit: a seat's name, a key's fingerprint
    /// (SHA256:..., or enough of its start to name one key), or "all".
    #[arg(long, value_name = "WHO",
          conflicts_with_all = ["players", "guests", "start", "resume", "headless"])]
    pub forget_key: Option<String>,
}

#[derive(Debug, Args)]
pub struct ServeArgs {
    /// Where to listen, ADDR:PORT (0.0.0.0:2222 lets other machines in).
    #[arg(long, value_name = "ADDR:PORT", default_value = "127.0.0.1:2222")]
    pub listen: std::net::SocketAddr,
    /// One line per event instead of the status screen (always so without a terminal).
    #[arg(long)]
    pub log: bool,
}

fn parse_level(s: &str) -> Result<Level, ArgError> {
    s.parse::<Level>().map_err(ArgError::refused)
}

/// Names of seats for guests.
#[derive(Debug, Clone)]
pub struct Guests(pub Vec<String>);

fn parse_guests(s: &str) -> Result<Guests, ArgError> {
    let names: Vec<String> = s.split(',').map(|n| n.trim().to_string()).collect();
    for name in &names {
        crate::net::gate::guest_name(name).map_err(|why| ArgError::GuestName {
            name: name.clone(),
            why,
        })?;
    }
    Ok(Guests(names))
}

#[derive(Debug, Args)]
pub struct ResumeArgs {
    /// The match to resume, by its ID (or the start of it) as `yahtzee list` shows it;
    /// without one, the newest.
    #[arg(value_name = "ID")]
    pub id: Option<String>,
    /// Without an ID, the newest practice match (and without this, the newest other one).
    #[arg(long)]
    pub practice: bool,
}

#[derive(Debug, Args)]
pub struct ListArgs {
    /// Print JSON instead of a table.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct StatsArgs {
    /// Print JSON instead of a table (with the split by how matches were played).
    #[arg(long)]
    pub json: bool,
    /// Only matches played this way.
    #[arg(long, value_name = "HOW", value_parser = Offered::new(parse_play_mode, play_mode_words))]
    pub played: Option<crate::store::PlayMode>,
    /// Only matches played on this card.
    #[arg(long, value_name = "CARD", value_parser = Offered::new(parse_layout, layout_words))]
    pub layout: Option<crate::rules::Layout>,
    /// Figures and high scores of people only: the default, so a match of CPUs never tops
    /// the high scores.
    #[arg(long)]
    pub people: bool,
    /// The CPUs' figures and high scores too.
    #[arg(long, conflicts_with = "people")]
    pub all: bool,
}

impl StatsArgs {
    /// Whose figures to show.
    pub fn who(&self) -> crate::store::Who {
        if self.all {
            crate::store::Who::Everyone
        } else {
            crate::store::Who::People
        }
    }
}

fn layout_words() -> Vec<PossibleValue> {
    crate::rules::Layout::ALL
        .iter()
        .map(|l| PossibleValue::new(l.id()).help(l.name()))
        .collect()
}

fn play_mode_words() -> Vec<PossibleValue> {
    // The parser takes on_screen and on-screen alike; the help has always said on-screen.
    crate::store::PlayMode::ALL
        .iter()
        .map(|&m| PossibleValue::new(play_mode_word(m)).help(m.played()))
        .collect()
}

// clap keeps a value's name as a `&'static str` (without its `string` feature), so the
// spellings that differ from an id are matched here, every variant named.
fn play_mode_word(mode: crate::store::PlayMode) -> &'static str {
    use crate::store::PlayMode;
    match mode {
        PlayMode::OnScreen => "on-screen",
        PlayMode::RealDice => "real-dice",
        PlayMode::ScorePad => "score-pad",
    }
}

fn parse_layout(s: &str) -> Result<crate::rules::Layout, ArgError> {
    s.parse::<crate::rules::Layout>().map_err(ArgError::refused)
}

fn parse_play_mode(s: &str) -> Result<crate::store::PlayMode, ArgError> {
    s.parse::<crate::store::PlayMode>()
        .map_err(ArgError::refused)
}

#[derive(Debug, Args)]
pub struct ReviewArgs {
    /// Which finished match: 1 is the latest (default), 2 the one before, …; or a match id.
    #[arg(long = "match", value_name = "N|ID", default_value = "1")]
    pub which: String,
    /// Review every seat, CPUs included (by default the people; all seats of a CPU-only match).
    #[arg(long)]
    pub all: bool,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
}

/// The seats of `--players`.
#[derive(Debug, Clone)]
pub struct Players(pub Vec<crate::game::Seat>);

fn parse_players(s: &str) -> Result<Players, ArgError> {
    crate::game::parse_players(s)
        .map(Players)
        .map_err(ArgError::refused)
}

fn parse_speed(s: &str) -> Result<crate::store::CpuSpeed, ArgError> {
    s.parse::<crate::store::CpuSpeed>()
        .map_err(ArgError::refused)
}

fn speed_words() -> Vec<PossibleValue> {
    crate::store::CpuSpeed::ALL
        .iter()
        .map(|&c| PossibleValue::new(speed_word(c)))
        .collect()
}

fn speed_word(speed: crate::store::CpuSpeed) -> &'static str {
    use crate::store::CpuSpeed;
    match speed {
        CpuSpeed::Slow => "slow",
        CpuSpeed::Normal => "normal",
        CpuSpeed::Fast => "fast",
        CpuSpeed::Instant => "instant",
    }
}

// `--players` is a comma list (`Ana,cpu:strong`), and clap_complete's static scripts can only
// offer whole words for the whole value: they cannot complete after a comma, nor a name. So
// they offer what a list can start with that has a fixed spelling, the level words (sim) and
// the CPU seats (new, host); completing every entry would need clap_complete's dynamic
// completer, which is still unstable and would change how the scripts are installed.
fn level_words() -> Vec<PossibleValue> {
    Level::ALL
        .iter()
        .map(|l| PossibleValue::new(l.id()).help(l.style()))
        .collect()
}

fn cpu_seat_words() -> Vec<PossibleValue> {
    let strong = Level::Strong.label();
    std::iter::once(PossibleValue::new("cpu").help(format!("a {strong} CPU")))
        .chain(
            Level::ALL
                .iter()
                .map(|&l| PossibleValue::new(cpu_seat_word(l)).help(l.style())),
        )
        .collect()
}

fn cpu_seat_word(level: Level) -> &'static str {
    match level {
        Level::Beginner => "cpu:beginner",
        Level::Casual => "cpu:casual",
        Level::Strong => "cpu:strong",
        Level::Perfect => "cpu:perfect",
        Level::Shark => "cpu:shark",
    }
}

/// A list of CPU levels.
#[derive(Debug, Clone)]
pub struct Levels(pub Vec<Level>);

/// How many matches `sim` plays: a whole number, at least one.
fn parse_games(s: &str) -> Result<u64, ArgError> {
    match s.trim().parse::<u64>() {
        Ok(0) => Err(ArgError::NoGames),
        Ok(n) => Ok(n),
        Err(why) => Err(ArgError::refused(why)),
    }
}

fn parse_levels(s: &str) -> Result<Levels, ArgError> {
    let levels: Vec<Level> = s
        .split(',')
        .map(|p| p.parse::<Level>().map_err(ArgError::refused))
        .collect::<Result<_, _>>()?;
    if levels.is_empty() || levels.len() > crate::game::MAX_SEATS {
        return Err(ArgError::LevelCount);
    }
    Ok(Levels(levels))
}

fn parse_preset(s: &str) -> Result<Preset, ArgError> {
    s.parse::<Preset>().map_err(ArgError::refused)
}

/// A built-in preset's name, else a name that could be one of the player's own; anything
/// else (too long, control characters) is refused here with the built-in names.
fn parse_rules_choice(s: &str) -> Result<RulesChoice, ArgError> {
    match parse_preset(s) {
        Ok(preset) => Ok(RulesChoice::BuiltIn(preset)),
        Err(unknown) => crate::store::PresetName::parse(s.trim())
            .map(RulesChoice::Own)
            .map_err(|_| unknown),
    }
}

/// Every preset and alias, as help and the completion scripts list them.
fn preset_words() -> Vec<PossibleValue> {
    Preset::ALL
        .iter()
        .flat_map(|&preset| {
            preset.names().iter().enumerate().map(move |(i, &name)| {
                let help = if i == 0 {
                    preset_about(preset).to_string()
                } else {
                    format!("the same as {}", preset.id())
                };
                PossibleValue::new(name).help(help)
            })
        })
        .collect()
}

/// One line on a preset, for help and completion menus.
fn preset_about(preset: Preset) -> &'static str {
    match preset {
        Preset::Classic => "Hasbro's card, with the Joker and the extra-Yahtzee bonus",
        Preset::Simple => "the classic card without extra-Yahtzee bonus or Joker",
        Preset::Yatzy => "the Scandinavian card: fifteen boxes, upper bonus 50",
        Preset::Triple => {
            "Triple Yahtzee: three classic columns, counted once, twice and three times"
        }
        Preset::ThreeColumn => "three columns filled down, up and free, without Joker",
    }
}

/// A value parser that keeps the type's own parsing (so case variants, spaces and aliases
/// parse exactly as before) and adds the words help and the completion scripts offer. clap's
/// `PossibleValuesParser` would offer them too, but it refuses every spelling it does not
/// list, and lists cannot be completed word by word.
#[derive(Clone)]
struct Offered<T> {
    parse: fn(&str) -> Result<T, ArgError>,
    words: fn() -> Vec<PossibleValue>,
}

impl<T> Offered<T> {
    fn new(parse: fn(&str) -> Result<T, ArgError>, words: fn() -> Vec<PossibleValue>) -> Self {
        Offered { parse, words }
    }
}

impl<T: Clone + Send + Sync + 'static> TypedValueParser for Offered<T> {
    type Value = T;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<T, clap::Error> {
        // The plain function's error is clap's one-line "invalid value … : why", as before.
        self.parse.parse_ref(cmd, arg, value)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new((self.words)().into_iter()))
    }
}

fn parse_assignment(s: &str) -> Result<(SettingKey, SettingValue), ArgError> {
    let (key, value) = s
        .split_once('=')
        .ok_or_else(|| ArgError::NotAssignment(s.to_string()))?;
    let key = key.parse::<SettingKey>().map_err(ArgError::refused)?;
    let value = Ruleset::parse_value(key, value).map_err(ArgError::refused)?;
    Ok((key, value))
}

/// Why a value on the command line is refused: clap prints it after "invalid value … for
/// …:", so its text is the whole reason.
#[derive(Debug, thiserror::Error)]
enum ArgError {
    /// The value's own type refused it, in its own words (an unknown level, preset, card…).
    #[error("{0}")]
    Refused(Box<dyn std::error::Error + Send + Sync>),
    /// A guest's name in `--guests` no guest could be called.
    #[error("'{}': {why}", crate::escape::excerpt(.name, 40))]
    GuestName {
        name: String,
        why: crate::net::gate::BadName,
    },
    /// `--players` for `sim` names no level, or more than a match seats.
    #[error("{}", crate::l10n::t!("cli-arg-level-count", most = crate::game::MAX_SEATS))]
    LevelCount,
    /// `sim --games 0`.
    #[error("{}", crate::l10n::t!("cli-arg-no-games"))]
    NoGames,
    /// A shell `completions` has no script for.
    #[error("{}", crate::l10n::t!("cli-arg-unknown-shell", shells = shell_list()))]
    Shell,
    /// A `--set` without its `=`.
    #[error(
        "{}",
        crate::l10n::t!("cli-arg-not-assignment", value = crate::escape::excerpt(.0, 40))
    )]
    NotAssignment(String),
}

impl ArgError {
    fn refused(why: impl Into<Box<dyn std::error::Error + Send + Sync>>) -> ArgError {
        ArgError::Refused(why.into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn the_grammar_is_consistent() {
        Cli::command().debug_assert();
        let cli = Cli::try_parse_from([
            "yahtzee",
            "new",
            "--players",
            "Ana,cpu:hard",
            "--seed",
            "7",
            "--start",
            "--set",
            "joker=free",
        ])
        .unwrap();
        match cli.command {
            Some(Command::New(args)) => {
                assert_eq!(args.players.unwrap().0.len(), 2);
                assert_eq!(args.seed, Some(7));
            }
            other => panic!("{other:?}"),
        }
        assert!(Cli::try_parse_from(["yahtzee", "new", "--players", "a,b,c,d,e"]).is_err());
        assert!(Cli::try_parse_from(["yahtzee", "sim", "--players", "perfect,godlike"]).is_err());
        assert!(Cli::try_parse_from(["yahtzee", "sim", "--games", "0"]).is_err());
    }

    /// The screens say "seats", so `--seats` is read as `--players` (clap suggested `--set`).
    #[test]
    fn seats_is_another_name_for_players() {
        let sim = Cli::try_parse_from(["yahtzee", "sim", "--seats", "perfect,strong"]);
        match sim.map(|c| c.command) {
            Ok(Some(Command::Sim(args))) => assert_eq!(args.players.0.len(), 2),
            other => panic!("{other:?}"),
        }
        let new = Cli::try_parse_from(["yahtzee", "new", "--seats", "Ana,cpu"]);
        match new.map(|c| c.command) {
            Ok(Some(Command::New(args))) => assert_eq!(args.players.map(|p| p.0.len()), Some(2)),
            other => panic!("{other:?}"),
        }
    }

    /// Help and the completion scripts never offer a word the parser refuses, and the
    /// presets offered are exactly the names the parser reads.
    #[test]
    fn every_offered_word_parses() {
        let names = |words: Vec<PossibleValue>| -> Vec<String> {
            words.iter().map(|w| w.get_name().to_string()).collect()
        };
        for word in names(preset_words()) {
            assert!(parse_preset(&word).is_ok(), "{word}");
        }
        let all: Vec<String> = Preset::ALL
            .iter()
            .flat_map(|p| p.names().iter().map(|n| n.to_string()))
            .collect();
        assert_eq!(names(preset_words()), all);
        for preset in Preset::ALL {
            assert_eq!(preset.names()[0], preset.id());
            for name in preset.names() {
                assert_eq!(parse_preset(name).ok(), Some(preset));
                assert_eq!(
                    parse_preset(&format!(" {} ", name.to_uppercase())).ok(),
                    Some(preset)
                );
            }
        }
        for word in names(speed_words()) {
            assert!(parse_speed(&word).is_ok(), "{word}");
        }
        for word in names(card_format_words()) {
            assert!(parse_card_format(&word).is_ok(), "{word}");
        }
        for word in names(play_mode_words()) {
            assert!(parse_play_mode(&word).is_ok(), "{word}");
        }
        for word in names(layout_words()) {
            assert!(parse_layout(&word).is_ok(), "{word}");
        }
        for word in names(level_words()) {
            assert!(parse_levels(&word).is_ok(), "{word}");
        }
        for word in names(cpu_seat_words()) {
            assert!(parse_players(&word).is_ok(), "{word}");
        }
    }

    /// The words spelled out by hand say what the ids say.
    #[test]
    fn hand_spelled_words_match_the_ids() {
        for level in Level::ALL {
            assert_eq!(cpu_seat_word(level), format!("cpu:{}", level.id()));
        }
        for speed in crate::store::CpuSpeed::ALL {
            assert_eq!(speed_word(speed), speed.label().to_ascii_lowercase());
        }
        for mode in crate::store::PlayMode::ALL {
            assert_eq!(play_mode_word(mode), mode.id().replace('_', "-"));
        }
    }

    /// Spellings the parsers took before the words were offered still parse.
    #[test]
    fn spellings_from_before_the_offered_words_parse() {
        for args in [
            &[
                "yahtzee",
                "new",
                "--speed",
                "FAST",
                "--rules",
                "Triple-Yahtzee",
            ][..],
            &[
                "yahtzee",
                "stats",
                "--played",
                "score_pad",
                "--layout",
                "yams_3",
            ],
            &["yahtzee", "card", "--format", "TXT"],
            &[
                "yahtzee",
                "sim",
                "--players",
                "hard,expert",
                "--rules",
                "nordic",
            ],
        ] {
            assert!(Cli::try_parse_from(args).is_ok(), "{args:?}");
        }
    }

    #[test]
    fn the_preset_error_lists_every_name() {
        let err = parse_preset("bogus").unwrap_err().to_string();
        assert!(
            err.starts_with("unknown rules preset 'bogus'; choose classic (also "),
            "{err}"
        );
        for preset in Preset::ALL {
            for name in preset.names() {
                assert!(err.contains(name), "{err}");
            }
        }
    }
}
