//! The solved data the interface needs (the optimum, and the outlook built
//! from it), loaded or computed on a background thread so input never waits for them.
//!
//! [`Shelf`] is a handle: every front end of one process (the host's window and each guest
//! of a hosted table) holds a clone of the same stock, so solved data is loaded once however many
//! terminals show it.

use std::cell::RefCell;
use std::collections::HashMap;
use std::path::PathBuf;
use std::rc::Rc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, mpsc};

use crate::ai::Optimum;
use crate::ai::columns::ColumnValues;
use crate::ai::odds::Outlook;
use crate::rules::Ruleset;
use crate::store::optimum_cache::CacheNotice;
use crate::store::{optimum_cache, outlook_cache};

pub use crate::seats::{OddsStatus, SolvedStatus};

/// Why advice or solved data asked for cannot be given yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotReady {
    /// Its solved data is being prepared in the background: this far, in percent.
    Building(u8),
    /// There is nothing to give: no such data for these rules, or nothing to advise on
    /// (no seat to play, no dice on the table).
    Unavailable,
}

struct Job<T> {
    done: Arc<AtomicUsize>,
    total: Arc<AtomicUsize>,
    result: mpsc::Receiver<T>,
}

impl<T: Send + 'static> Job<T> {
    fn spawn(work: impl FnOnce(&(dyn Fn(usize, usize) + Sync)) -> T + Send + 'static) -> Job<T> {
        let done = Arc::new(AtomicUsize::new(0));
        let total = Arc::new(AtomicUsize::new(1));
        let (tx, rx) = mpsc::channel();
        let (d, t) = (done.clone(), total.clone());
        std::thread::spawn(move || {
            let progress = |a: usize, b: usize| {
                d.store(a, Ordering::Relaxed);
                t.store(b.max(1), Ordering::Relaxed);
            };
            let result = work(&progress);
            crate::memory::return_free_memory();
            // The receiver is gone only if the game has quit.
            let _ = tx.send(result);
        });
        Job {
            done,
            total,
            result: rx,
        }
    }

    fn percent(&self) -> u8 {
        let pct =
            self.done.load(Ordering::Relaxed) * 100 / self.total.load(Ordering::Relaxed).max(1);
        pct.min(99) as u8
    }
}

/// How an outlook the cache does not hold is built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OddsBuild {
    /// On a thread of this process (tests, and where no other process can be started).
    InProcess,
    /// By this program started again as `build-odds` (see that command's docs), which writes
    /// the cache and exits; this process then maps the file. Should the child fail, the outlook
    /// is built here after all.
    Child(PathBuf),
}

impl OddsBuild {
    /// A child of this very program, where its path is known.
    pub fn child() -> OddsBuild {
        std::env::current_exe().map_or(OddsBuild::InProcess, OddsBuild::Child)
    }
}

/// Builds the outlook for `rules` in a child (see [`OddsBuild::Child`]), passing its progress
/// on; whether the child says the outlook is in the cache.
fn build_in_child(
    exe: &std::path::Path,
    dir: &std::path::Path,
    rules: &Ruleset,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> std::io::Result<bool> {
    use std::io::BufRead as _;
    use std::process::{Command, Stdio};
    let json = serde_json::to_string(rules).map_err(std::io::Error::other)?;
    let mut child = Command::new(exe)
        .arg("--data-dir")
        .arg(dir)
        .args(["build-odds", "--rules-json", &json])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()?;
    if let Some(out) = child.stdout.take() {
        for line in std::io::BufReader::new(out).lines() {
            let line = line?;
            let mut numbers = line.split(' ').map(str::parse::<usize>);
            if let (Some(Ok(done)), Some(Ok(total))) = (numbers.next(), numbers.next()) {
                progress(done.min(total), total);
            }
        }
    }
    Ok(child.wait()?.success())
}

/// The outlook for `optimum`'s rules from the cache in `dir`, built as `how` says
/// where the cache does not hold it, and what to tell the player about the cache.
fn odds_for(
    dir: &std::path::Path,
    optimum: &Optimum,
    how: &OddsBuild,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> (Outlook, Option<CacheNotice>) {
    if let OddsBuild::Child(exe) = how {
        let rules = optimum.rules();
        let why = match outlook_cache::load(dir, rules) {
            Ok(found) => return (found, None),
            Err(why) => why,
        };
        if matches!(build_in_child(exe, dir, rules, progress), Ok(true))
            && let Ok(built) = outlook_cache::load(dir, rules)
        {
            let source = outlook_cache::OddsSource::Built {
                replaced: (why != outlook_cache::OddsFileError::Missing).then_some(why),
                saved: optimum_cache::CacheWrite::Written,
            };
            return (built, source.notice());
        }
    }
    let (outlook, source) = outlook_cache::load_or_build(Some(dir), optimum, progress);
    (outlook, source.notice())
}

/// What this process has solved or is solving, shared by every front end (see the module's
/// docs).
#[derive(Clone)]
pub struct Shelf {
    stock: Rc<RefCell<Stock>>,
}

struct Stock {
    data_dir: Option<PathBuf>,
    odds_build: OddsBuild,
    ready: HashMap<Ruleset, Arc<Optimum>>,
    jobs: HashMap<Ruleset, Job<(Optimum, Option<CacheNotice>)>>,
    odds_ready: HashMap<Ruleset, Arc<Outlook>>,
    odds_jobs: HashMap<Ruleset, Job<(Outlook, Option<CacheNotice>)>>,
    /// The column valuations of multi-column cards: solving the ordered columns takes a
    /// moment, which the screen must never wait for.
    columns_ready: HashMap<Ruleset, Arc<ColumnValues>>,
    columns_jobs: HashMap<Ruleset, Job<Option<ColumnValues>>>,
    /// What the finished work had to say about its cache files, until the app takes it.
    notices: Vec<CacheNotice>,
}

impl Shelf {
    pub fn new(data_dir: Option<PathBuf>) -> Shelf {
        Shelf {
            stock: Rc::new(RefCell::new(Stock {
                data_dir,
                odds_build: OddsBuild::InProcess,
                ready: HashMap::new(),
                jobs: HashMap::new(),
                odds_ready: HashMap::new(),
                odds_jobs: HashMap::new(),
                columns_ready: HashMap::new(),
                columns_jobs: HashMap::new(),
                notices: Vec::new(),
            })),
        }
    }

    /// Shelf that build a missing outlook as `how` says (in this process unless
    /// told otherwise).
    pub fn building_odds(self, how: OddsBuild) -> Shelf {
        self.stock.borrow_mut().odds_build = how;
        self
    }

    /// Makes an outlook available at once (tests).
    pub fn insert_odds(&mut self, outlook: Arc<Outlook>) {
        self.stock.borrow_mut().insert_odds(outlook);
    }

    /// The outlook for `rules` (and the optimum), starting the work in the
    /// background the first time.
    pub fn request_odds(&mut self, rules: &Ruleset) -> OddsStatus {
        self.stock.borrow_mut().request_odds(rules)
    }

    /// Makes an optimum available at once (tests, or one computed elsewhere).
    pub fn insert(&mut self, optimum: Arc<Optimum>) {
        self.stock.borrow_mut().insert(optimum);
    }

    /// The optimum for `rules`, starting the work in the background the first time. On a card
    /// of several columns, the optimum of one column (what its CPUs and hints are built on).
    pub fn request(&mut self, rules: &Ruleset) -> SolvedStatus {
        self.stock.borrow_mut().request(rules)
    }

    /// The column valuation of a multi-column card (the optimum of one column first,
    /// then the ordered columns, both in the background): while it is built, how far; none
    /// for a card of one column.
    pub fn request_columns(&mut self, rules: &Ruleset) -> Result<Arc<ColumnValues>, NotReady> {
        self.stock.borrow_mut().request_columns(rules)
    }

    /// Moves finished background work onto the shelf.
    pub fn poll(&mut self) {
        self.stock.borrow_mut().poll();
    }

    /// What the caches reported since last asked (each said once).
    pub fn take_notices(&mut self) -> Vec<CacheNotice> {
        std::mem::take(&mut self.stock.borrow_mut().notices)
    }

    /// Whether background work is under way (the event loop then wakes up to show progress).
    pub fn busy(&self) -> bool {
        let stock = self.stock.borrow();
        !stock.jobs.is_empty() || !stock.odds_jobs.is_empty() || !stock.columns_jobs.is_empty()
    }
}

impl Stock {
    /// Makes an outlook available at once (tests).
    fn insert_odds(&mut self, outlook: Arc<Outlook>) {
        self.odds_ready.insert(*outlook.rules(), outlook);
    }

    /// The outlook for `rules` (and the optimum), starting the work in the
    /// background the first time.
    fn request_odds(&mut self, rules: &Ruleset) -> OddsStatus {
        if !Outlook::supports(rules) {
            return OddsStatus::Unavailable;
        }
        let optimum = match self.request(rules) {
            SolvedStatus::Ready(t) => t,
            SolvedStatus::Pending(p) => return OddsStatus::Pending(p / 2),
        };
        if let Some(d) = self.odds_ready.get(rules) {
            return OddsStatus::Ready(optimum, d.clone());
        }
        let Some(dir) = self.data_dir.clone() else {
            return OddsStatus::Unavailable;
        };
        let how = self.odds_build.clone();
        let job = self.odds_jobs.entry(*rules).or_insert_with(|| {
            let optimum = optimum.clone();
            Job::spawn(move |progress| odds_for(&dir, &optimum, &how, progress))
        });
        OddsStatus::Pending(50 + job.percent() / 2)
    }

    fn request_columns(&mut self, rules: &Ruleset) -> Result<Arc<ColumnValues>, NotReady> {
        if !rules.layout().is_multi_column() {
            return Err(NotReady::Unavailable);
        }
        let optimum = match self.request(rules) {
            SolvedStatus::Ready(t) => t,
            SolvedStatus::Pending(p) => return Err(NotReady::Building(p / 2)),
        };
        if let Some(v) = self.columns_ready.get(rules) {
            return Ok(v.clone());
        }
        let rules = *rules;
        let job = self.columns_jobs.entry(rules).or_insert_with(|| {
            Job::spawn(move |progress| {
                progress(0, 1);
                let values = ColumnValues::new(rules, optimum);
                progress(1, 1);
                values
            })
        });
        Err(NotReady::Building(50 + job.percent() / 2))
    }

    /// Makes an optimum available at once (tests, or one computed elsewhere).
    fn insert(&mut self, optimum: Arc<Optimum>) {
        self.ready.insert(*optimum.rules(), optimum);
    }

    /// The optimum for `rules`, starting the work in the background the first time. On a card
    /// of several columns, the optimum of one column (what its CPUs and hints are built on).
    fn request(&mut self, rules: &Ruleset) -> SolvedStatus {
        let rules = &rules.column_rules();
        self.poll();
        if let Some(t) = self.ready.get(rules) {
            return SolvedStatus::Ready(t.clone());
        }
        let dir = self.data_dir.clone();
        let rules = *rules;
        let job = self.jobs.entry(rules).or_insert_with(|| {
            Job::spawn(move |progress| {
                let (optimum, source) =
                    optimum_cache::load_or_solve(dir.as_deref(), &rules, progress);
                (optimum, source.notice())
            })
        });
        SolvedStatus::Pending(job.percent())
    }

    /// Moves finished background work onto the shelf. Solved data whose cache could not
    /// be written is kept all the same, and the write is not tried again while the game runs.
    fn poll(&mut self) {
        let finished: Vec<_> = self
            .jobs
            .iter()
            .filter_map(|(r, job)| job.result.try_recv().ok().map(|t| (*r, t)))
            .collect();
        for (rules, (optimum, notice)) in finished {
            self.jobs.remove(&rules);
            self.ready.insert(rules, Arc::new(optimum));
            self.notices.extend(notice);
        }
        let finished: Vec<_> = self
            .odds_jobs
            .iter()
            .filter_map(|(r, job)| job.result.try_recv().ok().map(|t| (*r, t)))
            .collect();
        for (rules, (outlook, notice)) in finished {
            self.odds_jobs.remove(&rules);
            self.odds_ready.insert(rules, Arc::new(outlook));
            self.notices.extend(notice);
        }
        let finished: Vec<_> = self
            .columns_jobs
            .iter()
            .filter_map(|(r, job)| job.result.try_recv().ok().map(|v| (*r, v)))
            .collect();
        for (rules, values) in finished {
            self.columns_jobs.remove(&rules);
            // `None` only for an optimum of other rules, which `request` never hands out.
            if let Some(values) = values {
                self.columns_ready.insert(rules, Arc::new(values));
            }
        }
    }
}

impl crate::seats::SolvedSource for Shelf {
    fn strategy(&mut self, rules: &Ruleset) -> SolvedStatus {
        self.request(rules)
    }

    fn odds(&mut self, rules: &Ruleset) -> OddsStatus {
        self.request_odds(rules)
    }
}
