//! The run: a server started, people brought in and seated, play at human pace, then the
//! connect/disconnect cycles and the restart, each figure added to the report.

use std::io::BufRead as _;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use super::hall;
use super::person::{Key, Person, Played, key_from};
use super::procfs::{self, Look, Proc, Sampler};
use super::{Rng, address_of, line, load_average, mb, quantiles, took};

/// What to load the server with.
#[derive(Clone, Debug)]
pub(crate) struct LoadPlan {
    /// People connected at once.
    pub people: usize,
    /// Tables, each of three people and a CPU; the people left over watch one each, and
    /// past one a table stay in the lobby.
    pub tables: usize,
    /// Seconds of play.
    pub seconds: u64,
    /// Connect/disconnect cycles after the play.
    pub cycles: usize,
    pub seed: u64,
}

/// Why the load could not be measured.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("the plan cannot be played: {0}")]
    Plan(String),
    #[error("the server: {0}")]
    Server(String),
    #[error("the load's runtime: {0}")]
    Runtime(#[from] std::io::Error),
    #[error("{who}: {why}")]
    Person { who: String, why: String },
    #[error("{why}\n(measured before that:)\n{so_far}")]
    After { so_far: String, why: Box<LoadError> },
}

/// People seated at each table, beside its CPU.
pub(crate) const PEOPLE_AT_A_TABLE: usize = 3;
/// People arriving at once: fewer than the server's handshakes in progress, so that none is
/// crowded out (that limit's own tests are the suite's).
const ARRIVING_AT_ONCE: usize = 16;
/// The longest one step of a person may take (a screen to come) before the run gives up.
const STEP: Duration = Duration::from_secs(60);
/// The longest a server may take to listen, first or after the restart.
const START: Duration = Duration::from_secs(300);
/// Tables being formed at once.
const TABLES_AT_ONCE: usize = 8;
/// Connect/disconnect cycles run this many at a time.
const CYCLING_AT_ONCE: usize = 4;

impl LoadPlan {
    fn check(&self) -> Result<(), LoadError> {
        let seated = self
            .tables
            .checked_mul(PEOPLE_AT_A_TABLE)
            .ok_or_else(|| LoadError::Plan("too many tables".to_string()))?;
        if self.tables == 0 || seated > self.people {
            return Err(LoadError::Plan(format!(
                "{} tables seat {PEOPLE_AT_A_TABLE} people each: at least {seated} people are needed, {} were asked for",
                self.tables, self.people
            )));
        }
        if self.seconds == 0 {
            return Err(LoadError::Plan("no time to play".to_string()));
        }
        Ok(())
    }

    /// People watching a table, one a table as far as they go.
    fn watching(&self) -> usize {
        self.people
            .saturating_sub(self.tables.saturating_mul(PEOPLE_AT_A_TABLE))
            .min(self.tables)
    }

    /// The `[serve]` section the run's server reads: the limits raised to the load asked
    /// for, everyone admitted by key, no guests.
    fn config(&self) -> String {
        let connections = self.people + CYCLING_AT_ONCE * 2 + 64;
        format!(
            "[serve]\n\
             admit = \"anyone\"\n\
             guests = false\n\
             max_connections = {connections}\n\
             per_address = 4\n\
             per_key = 3\n\
             handshakes = 64\n\
             idle_minutes = 60\n\
             tables_per_hour = 100\n\
             tables_open = 10\n\
             table_idle_minutes = 600\n\
             spectators = 64\n\
             presets = [\"classic\"]\n"
        )
    }
}

/// The server in a child process, and what it prints, line by line, with the time each
/// line came.
struct Child {
    child: std::process::Child,
    pid: u32,
    lines: mpsc::Receiver<(Instant, String)>,
    started: Instant,
}

impl Child {
    fn start(exe: &Path, data: &Path, config: &Path) -> Result<Child, LoadError> {
        let started = Instant::now();
        let mut child = std::process::Command::new(exe)
            .arg("--data-dir")
            .arg(data)
            .arg("--config")
            .arg(config)
            .args(["serve", "--listen", "127.0.0.1:0", "--log"])
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .map_err(|e| LoadError::Server(format!("cannot start {}: {e}", exe.display())))?;
        let (tx, lines) = mpsc::channel();
        for pipe in [
            child
                .stdout
                .take()
                .map(|p| Box::new(p) as Box<dyn std::io::Read + Send>),
            child
                .stderr
                .take()
                .map(|p| Box::new(p) as Box<dyn std::io::Read + Send>),
        ]
        .into_iter()
        .flatten()
        {
            let tx = tx.clone();
            // Every line is read, so the server never blocks on a full pipe.
            std::thread::spawn(move || {
                for l in std::io::BufReader::new(pipe).lines().map_while(Result::ok) {
                    let _ = tx.send((Instant::now(), l));
                }
            });
        }
        let pid = child.id();
        Ok(Child {
            child,
            pid,
            lines,
            started,
        })
    }

    /// The first line `pick` takes, with the time it came; `Err` if the server stops or
    /// says nothing of it within `wait`.
    fn until<T>(
        &self,
        wait: Duration,
        what: &str,
        pick: impl Fn(&str) -> Option<T>,
    ) -> Result<(Instant, T), LoadError> {
        let deadline = Instant::now() + wait;
        // The last lines passed over, to say what the server said instead.
        let mut seen: Vec<String> = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok((at, l)) => {
                    if let Some(t) = pick(&l) {
                        return Ok((at, t));
                    }
                    if seen.len() == 8 {
                        seen.remove(0);
                    }
                    seen.push(l);
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    return Err(LoadError::Server(format!(
                        "said nothing of {what} in {wait:?}; its last lines:\n{}",
                        seen.join("\n")
                    )));
                }
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    return Err(LoadError::Server(format!("stopped before {what}")));
                }
            }
        }
    }

    fn proc(&self) -> Proc {
        Proc::of(self.pid)
    }

    /// Stops the server with SIGKILL, as a crash or a power cut would: what it applied is
    /// on disk before it was shown, so this is the restart that matters.
    fn kill(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Child {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A person of the run: who they are and how they sit.
struct Who {
    index: usize,
    handle: String,
    key: Key,
}

/// Loads the server `exe` as `plan` says and reports what was measured.
pub(crate) fn measure(exe: &Path, plan: &LoadPlan) -> Result<String, LoadError> {
    plan.check()?;
    let mut out = String::new();
    match run(exe, plan, &mut out) {
        Ok(()) => Ok(out),
        // What was measured before the failure is kept with it.
        Err(why) if !out.is_empty() => Err(LoadError::After {
            so_far: out,
            why: Box::new(why),
        }),
        Err(why) => Err(why),
    }
}

fn run(exe: &Path, plan: &LoadPlan, out: &mut String) -> Result<(), LoadError> {
    let scratch = tempfile::tempdir()?;
    let data = scratch.path().join("data");
    std::fs::create_dir_all(&data)?;
    let config = scratch.path().join("config.toml");
    std::fs::write(&config, plan.config())?;
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let ticks = procfs::ticks_per_second();
    let mut rng = Rng::new(plan.seed);
    let people: Vec<Who> = (0..plan.people)
        .map(|index| Who {
            index,
            handle: hall::handle_of(index),
            key: key_from(rng.seed32()),
        })
        .collect();

    let server = Child::start(exe, &data, &config)?;
    let (ready_at, addr) = server.until(START, "where it listens", hall::listening)?;
    let idle = settle(&server.proc())?;
    let watching = plan.watching();
    line(
        out,
        format!(
            "public server over loopback SSH: {} people; {} tables of {PEOPLE_AT_A_TABLE} people and a Strong CPU, {watching} watching one each, {} more in the lobby; {} s of play at a person's pace (0.5–3 s before each key on one's turn)",
            plan.people,
            plan.tables,
            plan.people
                .saturating_sub(plan.tables.saturating_mul(PEOPLE_AT_A_TABLE))
                .saturating_sub(watching),
            plan.seconds
        ),
    );
    line(
        out,
        format!(
            "machine: {} cores, load average {} at the start",
            std::thread::available_parallelism().map_or(0, |n| n.get()),
            load_average()
        ),
    );
    line(
        out,
        format!(
            "server started and listening in {}; resident {} with nobody, {} threads, {} open files",
            took(ready_at.duration_since(server.started)),
            mb(idle.rss_kib),
            idle.threads,
            idle.fds
        ),
    );

    let sampler = Sampler::start(server.proc())?;
    let gathered = rt.block_on(gather_and_play(addr, people, plan, &mut rng, |seated_in| {
        (seated_in, server.proc().look())
    }));
    let ((arrival, after_arrival), (play_start, play_end), everyone) = gathered?;
    // Everyone leaves: what the server keeps of a connection should go with it.
    let (persons, played): (Vec<Person>, Vec<(Played, bool)>) = everyone.into_iter().unzip();
    rt.block_on(async {
        for p in persons {
            p.leave().await;
        }
        tokio::time::sleep(Duration::from_secs(2)).await;
    });
    let left = server.proc().look();
    let samples = sampler.finish();
    report_play(
        out,
        Stretch {
            plan,
            idle_kib: idle.rss_kib,
            arrival,
            after_arrival,
            samples: &samples,
            play: (play_start, play_end),
            played: &played,
            ticks,
        },
    );
    if let Some(l) = left {
        line(
            out,
            format!(
                "everyone gone, {} tables open: resident {}, {} threads, {} open files",
                plan.tables,
                mb(l.rss_kib),
                l.threads,
                l.fds
            ),
        );
    }
    if plan.cycles > 0 {
        rt.block_on(cycles(out, addr, &server, plan, &mut rng))?;
    }
    let hwm = server.proc().look().map(|l| l.hwm_kib);
    server.kill();
    restart(out, exe, &data, &config, plan, hwm)?;
    line(out, format!("load average at the end: {}", load_average()));
    Ok(())
}

/// The server's figures once it has been still for a moment.
fn settle(server: &Proc) -> Result<Look, LoadError> {
    std::thread::sleep(Duration::from_millis(500));
    server
        .look()
        .ok_or_else(|| LoadError::Server("cannot be seen in /proc".to_string()))
}

/// Waits, reading, for the owner's word, then joins by the code.
async fn join_when_told(p: &mut Person, mut told: Told, who: &Who) -> Result<(), LoadError> {
    let code = p
        .read_while(async {
            let code = told.wait_for(Option::is_some).await;
            code.ok().and_then(|c| c.clone())
        })
        .await
        .ok_or_else(|| failed(who, "no code came".to_string()))?;
    hall::join(p, &hall::Seating { code }, STEP)
        .await
        .map_err(|why| failed(who, why))
}

fn failed(who: &Who, why: String) -> LoadError {
    LoadError::Person {
        who: format!("person {} ({})", who.index, who.handle),
        why,
    }
}

/// A table's code, as its owner tells it.
type Tell = tokio::sync::watch::Sender<Option<String>>;
type Told = tokio::sync::watch::Receiver<Option<String>>;

/// What each person does once in.
enum Role {
    /// Orders a table, tells its code to the people who take its seats, and once the match
    /// has started to the one who watches it.
    Owner { seats: Tell, started: Tell },
    /// Takes a seat by the code its owner gives.
    Joins(Told),
    /// Joins by the code once the table is full: the server makes them its spectator.
    Watches(Told),
    /// Stays in the lobby.
    Lobby,
}

/// When the whole run's people have their places: the time it took and what the caller
/// measured then.
type Seated<T> = (T, (Instant, Instant), Vec<(Person, (Played, bool))>);

/// Each person's whole stay, as a task of its own that reads its screen all along (a screen
/// left unread fills the server's outbox and the connection is dropped as lagging): in, at
/// most [`ARRIVING_AT_ONCE`] arriving at a time, with a handle; then its place (each
/// table's owner orders it, at most [`TABLES_AT_ONCE`] at a time, and two more join by
/// its code; once it plays, one more joins by the code and watches; the rest stay in the
/// lobby); then, once everyone has a place (`seated` is
/// called then, with how long that took), play at a person's pace for the plan's seconds.
/// Gives what `seated` gave, the play's start and end, and each person with what they did
/// and whether they had a seat.
async fn gather_and_play<T>(
    addr: SocketAddr,
    people: Vec<Who>,
    plan: &LoadPlan,
    rng: &mut Rng,
    seated: impl FnOnce(Duration) -> T,
) -> Result<Seated<T>, LoadError> {
    let arriving = Arc::new(tokio::sync::Semaphore::new(ARRIVING_AT_ONCE));
    let ordering = Arc::new(tokio::sync::Semaphore::new(TABLES_AT_ONCE));
    let (start, started) = tokio::sync::watch::channel(None::<tokio::time::Instant>);
    let (placed, mut places) = tokio::sync::mpsc::unbounded_channel::<Result<(), LoadError>>();
    let began = Instant::now();
    let (mut roles, mut watchers) = (Vec::new(), Vec::new());
    for _ in 0..plan.tables {
        let (seats, told) = tokio::sync::watch::channel(None);
        let (started, told_started) = tokio::sync::watch::channel(None);
        roles.push(Role::Owner { seats, started });
        for _ in 1..PEOPLE_AT_A_TABLE {
            roles.push(Role::Joins(told.clone()));
        }
        watchers.push(Role::Watches(told_started));
    }
    // The people past three a table watch one each, as far as they go.
    roles.extend(watchers);
    let mut tasks = Vec::new();
    for (who, role) in people.into_iter().zip(
        roles
            .into_iter()
            .chain(std::iter::repeat_with(|| Role::Lobby)),
    ) {
        let (arriving, ordering) = (arriving.clone(), ordering.clone());
        let (placed, mut started) = (placed.clone(), started.clone());
        let mut rng = rng.fork();
        tasks.push(tokio::spawn(async move {
            let place = async {
                let permit = arriving.acquire_owned().await;
                let mut p = Person::join(addr, address_of(who.index), &who.handle, &who.key)
                    .await
                    .map_err(|why| failed(&who, why))?;
                hall::arrive(&mut p, STEP)
                    .await
                    .map_err(|why| failed(&who, why))?;
                drop(permit);
                let seat = match role {
                    Role::Owner { seats, started } => {
                        let permit = p.read_while(ordering.acquire_owned()).await;
                        let seating = hall::open_table(&mut p, STEP)
                            .await
                            .map_err(|why| failed(&who, why))?;
                        drop(permit);
                        let _ = seats.send(Some(seating.code.clone()));
                        p.until(&[hall::PLAYING], STEP)
                            .await
                            .map_err(|why| failed(&who, why))?;
                        // No one may be left to watch: nobody listens then.
                        let _ = started.send(Some(seating.code));
                        Some(who.handle.clone())
                    }
                    Role::Joins(told) => {
                        join_when_told(&mut p, told, &who).await?;
                        Some(who.handle.clone())
                    }
                    Role::Watches(told) => {
                        join_when_told(&mut p, told, &who).await?;
                        None
                    }
                    Role::Lobby => None,
                };
                Ok::<(Person, Option<String>), LoadError>((p, seat))
            };
            let (mut p, seat) = match place.await {
                Ok(placed_here) => {
                    let _ = placed.send(Ok(()));
                    placed_here
                }
                Err(why) => {
                    let _ = placed.send(Err(why));
                    return None;
                }
            };
            // Everyone waits, reading, for the play to start together.
            let end = p
                .read_while(async {
                    let end = started.wait_for(Option::is_some).await;
                    end.ok().and_then(|e| *e)
                })
                .await?;
            let played = p.play(seat.as_deref(), end, &mut rng).await;
            Some((p, (played, seat.is_some())))
        }));
    }
    drop(placed);
    for _ in 0..plan.people {
        match places.recv().await {
            Some(Ok(())) => {}
            Some(Err(why)) => return Err(why),
            None => return Err(LoadError::Server("the people's tasks stopped".to_string())),
        }
    }
    let measured = seated(began.elapsed());
    let play_start = Instant::now();
    let _ = start.send(Some(
        tokio::time::Instant::now() + Duration::from_secs(plan.seconds),
    ));
    let mut everyone = Vec::new();
    for task in tasks {
        if let Ok(Some(done)) = task.await {
            everyone.push(done);
        }
    }
    Ok((measured, (play_start, Instant::now()), everyone))
}

/// What the play's report is made of.
struct Stretch<'a> {
    plan: &'a LoadPlan,
    /// The server's resident memory with nobody, KiB.
    idle_kib: u64,
    arrival: Duration,
    after_arrival: Option<Look>,
    samples: &'a [procfs::Sample],
    play: (Instant, Instant),
    played: &'a [(Played, bool)],
    ticks: u64,
}

fn report_play(out: &mut String, r: Stretch<'_>) {
    let Stretch {
        plan,
        idle_kib,
        arrival,
        after_arrival,
        samples,
        play: (start, end),
        played,
        ticks,
    } = r;
    line(
        out,
        format!(
            "{} people in and in their places in {} ({} tables ordered; {} seats and {} spectators' places taken by code)",
            plan.people,
            took(arrival),
            plan.tables,
            plan.tables * (PEOPLE_AT_A_TABLE - 1),
            plan.watching()
        ),
    );
    if let Some(l) = after_arrival {
        line(
            out,
            format!(
                "server with everyone in place: resident {} (about {} KB a person, their share of a table included), {} threads, {} open files",
                mb(l.rss_kib),
                l.rss_kib.saturating_sub(idle_kib) / plan.people.max(1) as u64,
                l.threads,
                l.fds
            ),
        );
    }
    let latencies: Vec<f64> = played
        .iter()
        .flat_map(|(p, _)| p.latencies_ms.iter().copied())
        .collect();
    let unanswered: u32 = played.iter().map(|(p, _)| p.unanswered).sum();
    let bytes: u64 = played.iter().map(|(p, _)| p.bytes).sum();
    let dropped = played.iter().filter(|(p, _)| p.dropped).count();
    match quantiles(&latencies) {
        Some((p50, p99, max)) => line(
            out,
            format!(
                "key to redrawn screen: median {p50:.2} ms, p99 {p99:.2} ms, max {max:.1} ms over {} keys ({:.1} keys/s); {unanswered} unanswered within {} s; {dropped} connections dropped",
                latencies.len(),
                latencies.len() as f64 / end.duration_since(start).as_secs_f64(),
                super::person::ANSWER.as_secs()
            ),
        ),
        None => line(out, "key to redrawn screen: no key was answered"),
    }
    let seconds = end.duration_since(start).as_secs_f64().max(1e-3);
    line(
        out,
        format!(
            "screens sent while playing: {} in all, {:.0} kB/s, {:.1} kB a key (its redraw for everyone at the table, the CPUs' turns between)",
            mb(bytes / 1024),
            bytes as f64 / 1024.0 / seconds,
            bytes as f64 / 1024.0 / latencies.len().max(1) as f64
        ),
    );
    let during: Vec<procfs::Sample> = samples
        .iter()
        .filter(|s| s.at >= start && s.at <= end)
        .copied()
        .collect();
    if let (Some((cpu, cpu_peak)), Some((lab, _))) = (
        procfs::cpu_percent(&during, ticks, |s| s.server.cpu_ticks),
        procfs::cpu_percent(&during, ticks, |s| s.lab.cpu_ticks),
    ) {
        let peak = during.iter().map(|s| s.server.rss_kib).max().unwrap_or(0);
        let hwm = during.last().map_or(0, |s| s.server.hwm_kib);
        let threads = during.iter().map(|s| s.server.threads).max().unwrap_or(0);
        // Processor time over the play, shared out over the keys pressed in it.
        let per_key = cpu / 100.0 * seconds * 1000.0 / latencies.len().max(1) as f64;
        line(
            out,
            format!(
                "server while playing: processor {cpu:.0}% of one core (busiest second {cpu_peak:.0}%; {per_key:.1} ms a key, the CPUs' turns and every window's frames included), resident at most {} (peak ever {}), {threads} threads; the load generator itself {lab:.0}%",
                mb(peak),
                mb(hwm)
            ),
        );
    }
    let children = samples
        .iter()
        .map(|s| s.server.children_rss_kib)
        .max()
        .unwrap_or(0);
    if children > 0 {
        line(
            out,
            format!(
                "the server's child processes (the chance-to-win table's build) peaked at {} resident",
                mb(children)
            ),
        );
    }
}

/// Connect/disconnect cycles with everyone still there: the same few keys (accounts made in
/// a first round) coming, seeing the lobby and leaving, [`CYCLING_AT_ONCE`] at a time.
async fn cycles(
    out: &mut String,
    addr: SocketAddr,
    server: &Child,
    plan: &LoadPlan,
    rng: &mut Rng,
) -> Result<(), LoadError> {
    let who: Vec<Arc<Who>> = (0..CYCLING_AT_ONCE)
        .map(|i| {
            Arc::new(Who {
                index: plan.people + i,
                handle: hall::handle_of(plan.people + i),
                key: key_from(rng.seed32()),
            })
        })
        .collect();
    // A first round makes their accounts and warms what a connection uses.
    for w in &who {
        let mut p = Person::join(addr, address_of(w.index), &w.handle, &w.key)
            .await
            .map_err(|why| failed(w, why))?;
        hall::arrive(&mut p, STEP)
            .await
            .map_err(|why| failed(w, why))?;
        p.leave().await;
    }
    let warm = plan.cycles.min(200);
    run_cycles(addr, &who, warm).await?;
    tokio::time::sleep(Duration::from_secs(1)).await;
    let before = server.proc().look();
    let start = Instant::now();
    run_cycles(addr, &who, plan.cycles).await?;
    let took_cycles = start.elapsed();
    tokio::time::sleep(Duration::from_secs(2)).await;
    let after = server.proc().look();
    if let (Some(a), Some(b)) = (before, after) {
        line(
            out,
            format!(
                "{} connect/disconnect cycles ({} at a time, key, terminal, lobby, goodbye) in {}: resident {} → {}, threads {} → {}, open files {} → {} (after {warm} cycles to warm up)",
                plan.cycles,
                CYCLING_AT_ONCE,
                took(took_cycles),
                mb(a.rss_kib),
                mb(b.rss_kib),
                a.threads,
                b.threads,
                a.fds,
                b.fds
            ),
        );
    }
    Ok(())
}

async fn run_cycles(addr: SocketAddr, who: &[Arc<Who>], cycles: usize) -> Result<(), LoadError> {
    let mut tasks = Vec::new();
    for (k, w) in who.iter().enumerate() {
        let w = w.clone();
        let share = cycles / who.len() + usize::from(k < cycles % who.len());
        tasks.push(tokio::spawn(async move {
            for _ in 0..share {
                let mut p = Person::join(addr, address_of(w.index), &w.handle, &w.key)
                    .await
                    .map_err(|why| failed(&w, why))?;
                p.until(&[hall::LOBBY], STEP)
                    .await
                    .map_err(|why| failed(&w, why))?;
                p.leave().await;
            }
            Ok::<(), LoadError>(())
        }));
    }
    for t in tasks {
        t.await.map_err(|e| LoadError::Server(e.to_string()))??;
    }
    Ok(())
}

/// Starts the server again on the same data folder after the kill: how long until it
/// listens with every table loaded again (it loads them before it says where it listens).
fn restart(
    out: &mut String,
    exe: &Path,
    data: &Path,
    config: &Path,
    plan: &LoadPlan,
    peak: Option<u64>,
) -> Result<(), LoadError> {
    let size = database_size(data);
    let server = Child::start(exe, data, config)?;
    let (listening, _) = server.until(START, "where it listens", hall::listening)?;
    let (_, tables) = server.until(STEP, "the tables it reopened", hall::reopened)?;
    let after = settle(&server.proc())?;
    line(
        out,
        format!(
            "server's peak resident memory over the run (VmHWM): {}",
            peak.map_or_else(|| "unknown".to_string(), mb)
        ),
    );
    line(
        out,
        format!(
            "restart after SIGKILL with {} open tables (database {}): listening with {tables} tables loaded after {}; resident then {}",
            plan.tables,
            mb(size / 1024),
            took(listening.duration_since(server.started)),
            mb(after.rss_kib),
        ),
    );
    Ok(())
}

/// The hall database's bytes, its write-ahead log included.
fn database_size(data: &Path) -> u64 {
    let dir: PathBuf = data.join("serve");
    std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .filter(|e| e.file_name().to_string_lossy().starts_with("hall.sqlite3"))
                .filter_map(|e| e.metadata().ok())
                .map(|m| m.len())
                .sum()
        })
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The game's binary of this build: `$YAHTZEE_BIN`, or `yahtzee` in the target folder
    /// the test runs from (`target/<profile>/deps/` holds the test; a workspace's tests
    /// build the game beside it).
    fn game() -> PathBuf {
        if let Some(path) = std::env::var_os("YAHTZEE_BIN") {
            return path.into();
        }
        let test = std::env::current_exe().expect("the test's own path");
        let profile = test
            .parent()
            .and_then(Path::parent)
            .expect("a target folder");
        profile.join(format!("yahtzee{}", std::env::consts::EXE_SUFFIX))
    }

    /// The whole run, small: people arrive, order, join, watch, play, leave, cycle, and the
    /// server restarts; the report has every figure. It fails when the server's screens
    /// change under the load's keys (`hall`), so the lab keeps up with the server.
    #[test]
    fn a_small_load_runs_to_its_end_with_every_figure() {
        let exe = game();
        assert!(
            exe.is_file(),
            "no game binary at {} (cargo build, or name one in $YAHTZEE_BIN)",
            exe.display()
        );
        let plan = LoadPlan {
            people: 9,
            tables: 2,
            seconds: 2,
            cycles: 8,
            seed: 3,
        };
        let report = measure(&exe, &plan).unwrap_or_else(|e| panic!("{e}"));
        for figure in [
            "2 tables of 3 people and a Strong CPU, 2 watching one each, 1 more in the lobby",
            "9 people in and in their places",
            "key to redrawn screen: median",
            "0 connections dropped",
            "8 connect/disconnect cycles",
            "restart after SIGKILL with 2 open tables",
            "listening with 2 tables loaded",
        ] {
            assert!(report.contains(figure), "no {figure:?} in:\n{report}");
        }
    }

    #[test]
    fn a_plan_without_enough_people_is_refused() {
        let plan = LoadPlan {
            people: 5,
            tables: 2,
            seconds: 5,
            cycles: 0,
            seed: 1,
        };
        let refused = plan.check().expect_err("six people are needed");
        assert!(
            refused.to_string().contains("at least 6 people"),
            "{refused}"
        );
        assert_eq!(
            LoadPlan {
                people: 12,
                ..plan.clone()
            }
            .watching(),
            2
        );
        assert_eq!(LoadPlan { people: 7, ..plan }.watching(), 1);
    }
}
