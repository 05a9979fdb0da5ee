//! A process seen from outside through Linux's `/proc`: its resident memory, threads, open
//! files and processor time, read once a second while a load runs.
//!
//! Only reads: nothing here can disturb the process measured. A figure that cannot be read
//! (the process gone, another system) is `None`, never a zero that would pass for a
//! measurement.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// One look at a process.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(crate) struct Look {
    /// Resident memory now, KiB (`VmRSS`).
    pub rss_kib: u64,
    /// The most resident memory so far, KiB (`VmHWM`).
    pub hwm_kib: u64,
    pub threads: u64,
    /// Open file descriptors (sockets included).
    pub fds: u64,
    /// Processor time used so far, user and system, in clock ticks.
    pub cpu_ticks: u64,
    /// Resident memory of its child processes now, KiB (the server builds the chance-to-win
    /// table in a child of its own, whose memory is not the server's).
    pub children_rss_kib: u64,
}

/// A process to look at: another one by its id, or this one.
#[derive(Clone, Debug)]
pub(crate) struct Proc {
    dir: PathBuf,
}

impl Proc {
    pub(crate) fn of(pid: u32) -> Proc {
        Proc {
            dir: PathBuf::from(format!("/proc/{pid}")),
        }
    }

    pub(crate) fn myself() -> Proc {
        Proc {
            dir: PathBuf::from("/proc/self"),
        }
    }

    /// The process's figures now; `None` when it is gone or `/proc` does not say.
    pub(crate) fn look(&self) -> Option<Look> {
        let status = std::fs::read_to_string(self.dir.join("status")).ok()?;
        let stat = std::fs::read_to_string(self.dir.join("stat")).ok()?;
        let fds = std::fs::read_dir(self.dir.join("fd")).ok()?.count() as u64;
        Some(Look {
            rss_kib: status_field(&status, "VmRSS:")?,
            hwm_kib: status_field(&status, "VmHWM:")?,
            threads: status_field(&status, "Threads:")?,
            fds,
            cpu_ticks: stat_ticks(&stat)?,
            children_rss_kib: self.children_rss(&stat),
        })
    }

    /// The resident memory of the processes whose parent this one is.
    fn children_rss(&self, stat: &str) -> u64 {
        let Some(pid) = stat.split_whitespace().next() else {
            return 0;
        };
        let Ok(entries) = std::fs::read_dir("/proc") else {
            return 0;
        };
        entries
            .filter_map(Result::ok)
            .filter(|e| {
                e.file_name()
                    .to_string_lossy()
                    .bytes()
                    .all(|b| b.is_ascii_digit())
            })
            .filter(|e| {
                std::fs::read_to_string(e.path().join("stat"))
                    .ok()
                    .and_then(|s| parent_of(&s))
                    .is_some_and(|ppid| ppid == pid)
            })
            .filter_map(|e| std::fs::read_to_string(e.path().join("status")).ok())
            .filter_map(|s| status_field(&s, "VmRSS:"))
            .sum()
    }
}

/// The parent's id from `/proc/PID/stat` (the 4th field, counted from the last `)`).
fn parent_of(stat: &str) -> Option<String> {
    let after = &stat[stat.rfind(')')? + 1..];
    after.split_whitespace().nth(1).map(str::to_string)
}

/// A number field of `/proc/PID/status` ("VmRSS:   1234 kB").
fn status_field(status: &str, name: &str) -> Option<u64> {
    status
        .lines()
        .find_map(|l| l.strip_prefix(name))?
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}

/// User plus system time from `/proc/PID/stat`, in clock ticks. The command's name (field 2)
/// is in parentheses and may hold spaces or parentheses itself, so the fields are counted
/// from the last `)`: utime and stime are the 14th and 15th fields of the line.
fn stat_ticks(stat: &str) -> Option<u64> {
    let after = &stat[stat.rfind(')')? + 1..];
    let mut fields = after.split_whitespace().skip(11);
    let user: u64 = fields.next()?.parse().ok()?;
    let system: u64 = fields.next()?.parse().ok()?;
    user.checked_add(system)
}

/// Clock ticks a second (`getconf CLK_TCK`): 100 on every Linux the lab runs on, asked
/// anyway so that a kernel built otherwise is not misread.
pub(crate) fn ticks_per_second() -> u64 {
    std::process::Command::new("getconf")
        .arg("CLK_TCK")
        .output()
        .ok()
        .and_then(|out| String::from_utf8(out.stdout).ok())
        .and_then(|text| text.trim().parse().ok())
        .filter(|&n: &u64| n > 0)
        .unwrap_or(100)
}

/// One second's look at the server and at the load generator itself.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Sample {
    pub at: Instant,
    pub server: Look,
    pub lab: Look,
}

/// Looks at a process once a second on a thread of its own until stopped.
pub(crate) struct Sampler {
    stop: Arc<AtomicBool>,
    thread: Option<std::thread::JoinHandle<Vec<Sample>>>,
}

impl Sampler {
    pub(crate) fn start(server: Proc) -> std::io::Result<Sampler> {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        let lab = Proc::myself();
        let thread = std::thread::Builder::new()
            .name("sampler".to_string())
            .spawn(move || {
                let mut samples = Vec::new();
                while !flag.load(Ordering::Relaxed) {
                    if let (Some(s), Some(l)) = (server.look(), lab.look()) {
                        samples.push(Sample {
                            at: Instant::now(),
                            server: s,
                            lab: l,
                        });
                    }
                    // Short sleeps, so that stopping never waits a whole second.
                    let next = Instant::now() + Duration::from_secs(1);
                    while Instant::now() < next && !flag.load(Ordering::Relaxed) {
                        std::thread::sleep(Duration::from_millis(50));
                    }
                }
                samples
            })?;
        Ok(Sampler {
            stop,
            thread: Some(thread),
        })
    }

    /// Stops and gives every sample taken.
    pub(crate) fn finish(mut self) -> Vec<Sample> {
        self.stop.store(true, Ordering::Relaxed);
        self.thread
            .take()
            .and_then(|t| t.join().ok())
            .unwrap_or_default()
    }
}

impl Drop for Sampler {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// Processor use over a stretch of samples, in percent of one core: the mean over the whole
/// stretch and the busiest second's. `pick` chooses whose ticks.
pub(crate) fn cpu_percent(
    samples: &[Sample],
    ticks_per_second: u64,
    pick: impl Fn(&Sample) -> u64,
) -> Option<(f64, f64)> {
    let (first, last) = (samples.first()?, samples.last()?);
    let percent = |a: &Sample, b: &Sample| {
        let secs = b.at.duration_since(a.at).as_secs_f64();
        let ticks = pick(b).saturating_sub(pick(a)) as f64;
        (secs > 0.0).then(|| ticks / ticks_per_second as f64 / secs * 100.0)
    };
    let mean = percent(first, last)?;
    let peak = samples
        .windows(2)
        .filter_map(|w| percent(&w[0], &w[1]))
        .fold(0.0, f64::max);
    Some((mean, peak))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stat_ticks_counts_from_the_last_parenthesis() {
        // A command name with a space and a parenthesis of its own, as `/proc` allows.
        let stat = "4242 (odd) name) S 1 4242 4242 0 -1 4194560 100 0 0 0 250 75 0 0 20 0 3 0";
        assert_eq!(stat_ticks(stat), Some(325));
        assert_eq!(stat_ticks("4242 (short) S 1"), None);
        assert_eq!(parent_of(stat).as_deref(), Some("1"));
    }

    #[test]
    fn status_fields_are_read_by_name() {
        let status = "Name:\tyahtzee\nVmHWM:\t  20480 kB\nVmRSS:\t   10240 kB\nThreads:\t3\n";
        assert_eq!(status_field(status, "VmRSS:"), Some(10240));
        assert_eq!(status_field(status, "VmHWM:"), Some(20480));
        assert_eq!(status_field(status, "Threads:"), Some(3));
        assert_eq!(status_field(status, "VmSwap:"), None);
    }

    #[test]
    fn this_process_is_seen() {
        let look = Proc::myself().look();
        assert!(look.is_some_and(|l| l.rss_kib > 0 && l.threads >= 1 && l.fds >= 1));
    }

    #[test]
    fn processor_use_is_ticks_over_time() {
        let at = Instant::now();
        let sample = |secs: u64, ticks: u64| Sample {
            at: at + Duration::from_secs(secs),
            server: Look {
                cpu_ticks: ticks,
                ..Look::default()
            },
            lab: Look::default(),
        };
        // 100 ticks a second: 50 ticks in the first second, 150 in the next.
        let samples = [sample(0, 0), sample(1, 50), sample(2, 200)];
        let (mean, peak) = cpu_percent(&samples, 100, |s| s.server.cpu_ticks).unwrap_or_default();
        assert!((mean - 100.0).abs() < 1e-9, "{mean}");
        assert!((peak - 150.0).abs() < 1e-9, "{peak}");
        // One look alone is no stretch of time.
        assert_eq!(
            cpu_percent(&samples[..1], 100, |s| s.server.cpu_ticks),
            None
        );
    }
}
