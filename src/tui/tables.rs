//! The optimal tables the interface needs, loaded or solved on a background thread so input
//! never waits for them.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, mpsc};

use crate::ai::Table;
use crate::rules::Ruleset;
use crate::store::table_cache;

/// Where a ruleset's table stands.
#[derive(Clone)]
pub enum TableStatus {
    Ready(Arc<Table>),
    /// Being loaded or computed; the percentage done.
    Pending(u8),
}

struct Job {
    done: Arc<AtomicUsize>,
    total: Arc<AtomicUsize>,
    result: mpsc::Receiver<Table>,
}

pub struct Tables {
    data_dir: Option<PathBuf>,
    ready: HashMap<Ruleset, Arc<Table>>,
    jobs: HashMap<Ruleset, Job>,
}

impl Tables {
    pub fn new(data_dir: Option<PathBuf>) -> Tables {
        Tables {
            data_dir,
            ready: HashMap::new(),
            jobs: HashMap::new(),
        }
    }

    /// Makes a table available at once (tests, or a table computed elsewhere).
    pub fn insert(&mut self, table: Arc<Table>) {
        self.ready.insert(*table.rules(), table);
    }

    /// The table for `rules`, starting the work in the background the first time.
    pub fn request(&mut self, rules: &Ruleset) -> TableStatus {
        self.poll();
        if let Some(t) = self.ready.get(rules) {
            return TableStatus::Ready(t.clone());
        }
        let job = self.jobs.entry(*rules).or_insert_with(|| {
            let done = Arc::new(AtomicUsize::new(0));
            let total = Arc::new(AtomicUsize::new(1));
            let (tx, rx) = mpsc::channel();
            let (d, t, dir, rules) = (done.clone(), total.clone(), self.data_dir.clone(), *rules);
            std::thread::spawn(move || {
                let progress = |a: usize, b: usize| {
                    d.store(a, Ordering::Relaxed);
                    t.store(b.max(1), Ordering::Relaxed);
                };
                let (table, _) = table_cache::load_or_solve(dir.as_deref(), &rules, &progress);
                // The receiver is gone only if the game has quit.
                let _ = tx.send(table);
            });
            Job {
                done,
                total,
                result: rx,
            }
        });
        let pct = job.done.load(Ordering::Relaxed) * 100 / job.total.load(Ordering::Relaxed).max(1);
        TableStatus::Pending(pct.min(99) as u8)
    }

    /// Moves finished background work into the ready tables.
    pub fn poll(&mut self) {
        let finished: Vec<(Ruleset, Table)> = self
            .jobs
            .iter()
            .filter_map(|(r, job)| job.result.try_recv().ok().map(|t| (*r, t)))
            .collect();
        for (rules, table) in finished {
            self.jobs.remove(&rules);
            self.ready.insert(rules, Arc::new(table));
        }
    }

    /// Whether background work is under way (the event loop then wakes up to show progress).
    pub fn busy(&self) -> bool {
        !self.jobs.is_empty()
    }
}
