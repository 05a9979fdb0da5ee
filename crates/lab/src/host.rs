//! `yahtzee-lab --host`'s guests: SSH clients over loopback against a hosted table in
//! another process, timing keys to redrawn screens and counting what a throw costs on the
//! wire. The host process is measured from outside (its resident memory and threads).

use std::fmt::Write as _;
use std::net::SocketAddr;
use std::time::{Duration, Instant};

// The test-only SSH client: its home moves to the test kit.
use yahtzee_testkit::ssh::{self as client, Channel, ChannelMsg, Handle};

/// Why the SSH measurement stopped.
#[derive(Debug, thiserror::Error)]
pub enum HostBenchError {
    /// The guests' runtime could not start.
    #[error("{0}")]
    Runtime(#[from] std::io::Error),
    /// A guest could not connect or open a terminal (the client's own words).
    #[error("{0}")]
    Join(String),
    /// A guest's keys could not be sent.
    #[error("cannot send: {0}")]
    Send(String),
}

struct Guest {
    handle: Handle,
    channel: Channel,
}

async fn join(addr: SocketAddr, user: &str, code: &str) -> Result<Guest, HostBenchError> {
    let handle = client::connect(addr, user, code)
        .await
        .map_err(HostBenchError::Join)?;
    let channel = client::open_terminal(&handle, 100, 32)
        .await
        .map_err(HostBenchError::Join)?;
    Ok(Guest { handle, channel })
}

impl Guest {
    /// Bytes received until nothing came for `quiet`; and how long the first byte took.
    async fn drain(&mut self, quiet: Duration, limit: Duration) -> (u64, Option<Duration>) {
        let start = Instant::now();
        let mut bytes = 0u64;
        let mut first = None;
        loop {
            let wait = if first.is_none() { limit } else { quiet };
            match tokio::time::timeout(wait, self.channel.wait()).await {
                Ok(Some(ChannelMsg::Data { data })) => {
                    first.get_or_insert_with(|| start.elapsed());
                    bytes = bytes.saturating_add(data.len() as u64);
                }
                Ok(Some(_)) => {}
                Ok(None) | Err(_) => return (bytes, first),
            }
        }
    }

    async fn send(&self, keys: &[u8]) -> Result<(), HostBenchError> {
        self.channel
            .data_bytes(keys.to_vec())
            .await
            .map_err(|e| HostBenchError::Send(e.to_string()))
    }

    async fn leave(self) {
        let _ = self
            .handle
            .disconnect(client::Disconnect::ByApplication, "", "")
            .await;
    }
}

fn median(mut v: Vec<f64>) -> (f64, f64, f64) {
    v.sort_by(f64::total_cmp);
    let at = |q: f64| {
        v.get(((v.len() as f64 - 1.0) * q).round() as usize)
            .copied()
    };
    (
        at(0.5).unwrap_or(0.0),
        at(0.9).unwrap_or(0.0),
        at(1.0).unwrap_or(0.0),
    )
}

/// How long a guest waits for the first byte of an answer before giving up on it.
const LIMIT: Duration = Duration::from_secs(10);
/// How long nothing must come for a screen to count as drawn.
const QUIET: Duration = Duration::from_millis(60);

/// Plays against a headless table of two guest seats, Ana (first to play) and Ben, at
/// `addr`; `host` reads the host process's resident memory (KiB) and threads.
pub(crate) fn measure(
    addr: SocketAddr,
    code: &str,
    host: &dyn Fn() -> (u64, u64),
) -> Result<String, HostBenchError> {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    rt.block_on(async {
        let mut out = String::new();
        let (rss0, threads0) = host();
        let mut ana = join(addr, "Ana", code).await?;
        let (first_screen, _) = ana.drain(Duration::from_millis(300), LIMIT).await;
        let mut ben = join(addr, "Ben", code).await?;
        ben.drain(Duration::from_millis(300), LIMIT).await;
        let (rss1, _) = host();
        // Ana throws first: the screens of her first throw count among the throws'.
        ana.send(b" ").await?;
        let (throw1, _) = ana.drain(QUIET, LIMIT).await;
        ben.drain(QUIET, LIMIT).await;
        key_to_screen(&mut out, &mut ana, &mut ben).await?;
        bytes_per_throw(&mut out, &mut ana, &mut ben, throw1, first_screen).await?;
        sixteen_connections(&mut out, addr, code, host, (rss0, rss1)).await?;
        connect_cycles(&mut out, addr, code, host, threads0).await?;
        ana.leave().await;
        ben.leave().await;
        Ok(out)
    })
}

/// Key to redrawn screen: a hold toggled, many times, timed to the first byte back.
async fn key_to_screen(
    out: &mut String,
    ana: &mut Guest,
    ben: &mut Guest,
) -> Result<(), HostBenchError> {
    let mut latency = Vec::new();
    for _ in 0..200 {
        ana.send(b"1").await?;
        let (_, first) = ana.drain(Duration::from_millis(5), LIMIT).await;
        ben.drain(Duration::from_millis(1), Duration::from_millis(50))
            .await;
        if let Some(d) = first {
            latency.push(d.as_secs_f64() * 1000.0);
        }
    }
    let (p50, p90, max) = median(latency.clone());
    let _ = writeln!(
        out,
        "hosted table over loopback SSH (2 guests, headless host)"
    );
    let _ = writeln!(
        out,
        "key to redrawn guest screen: median {p50:.2} ms, p90 {p90:.2} ms, max {max:.2} ms over {} keys",
        latency.len()
    );
    Ok(())
}

/// Bytes per throw, on the thrower's screen and a watcher's (the first throw's thrower's
/// bytes, `throw1`, counted in).
async fn bytes_per_throw(
    out: &mut String,
    ana: &mut Guest,
    ben: &mut Guest,
    throw1: u64,
    first_screen: u64,
) -> Result<(), HostBenchError> {
    let mut per_throw = vec![throw1];
    let mut seen_by_other = Vec::new();
    for _ in 0..2 {
        ana.send(b" ").await?;
        let (b, _) = ana.drain(QUIET, LIMIT).await;
        let (o, _) = ben.drain(QUIET, LIMIT).await;
        per_throw.push(b);
        seen_by_other.push(o);
    }
    let _ = writeln!(
        out,
        "bytes per throw: thrower {} B (median of {}), the other guest {} B; first screen {first_screen} B",
        {
            let mut v = per_throw.clone();
            v.sort_unstable();
            v[v.len() / 2]
        },
        per_throw.len(),
        seen_by_other.iter().max().copied().unwrap_or(0),
    );
    Ok(())
}

/// The host's memory with sixteen connections: 14 more guests in the lobby; `before` is its
/// resident memory before anyone came and with the two players.
async fn sixteen_connections(
    out: &mut String,
    addr: SocketAddr,
    code: &str,
    host: &dyn Fn() -> (u64, u64),
    (rss0, rss1): (u64, u64),
) -> Result<(), HostBenchError> {
    let mut more = Vec::new();
    for _ in 0..14 {
        let mut g = join(addr, "table", code).await?;
        g.drain(Duration::from_millis(100), LIMIT).await;
        more.push(g);
    }
    let (rss16, threads16) = host();
    let _ = writeln!(
        out,
        "host resident memory: {} KiB before anyone, {} KiB with 1+1 guests, {} KiB with 16 connections ({} threads)",
        rss0, rss1, rss16, threads16
    );
    for g in more {
        g.leave().await;
    }
    Ok(())
}

/// 200 guests connecting and leaving one after another: whether the host keeps memory or
/// threads for them.
async fn connect_cycles(
    out: &mut String,
    addr: SocketAddr,
    code: &str,
    host: &dyn Fn() -> (u64, u64),
    threads0: u64,
) -> Result<(), HostBenchError> {
    tokio::time::sleep(Duration::from_millis(300)).await;
    let (rss_a, threads_a) = host();
    let cycles = 200;
    let start = Instant::now();
    for _ in 0..cycles {
        let mut g = join(addr, "table", code).await?;
        g.drain(Duration::from_millis(5), LIMIT).await;
        g.leave().await;
    }
    let took = start.elapsed();
    tokio::time::sleep(Duration::from_millis(500)).await;
    let (rss_b, threads_b) = host();
    let _ = writeln!(
        out,
        "{cycles} connect/disconnect cycles in {:.1} s: resident {rss_a} → {rss_b} KiB, threads {threads_a} → {threads_b} (before anyone: {threads0})",
        took.as_secs_f64()
    );
    Ok(())
}
