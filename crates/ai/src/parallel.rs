//! Work shared out over scoped threads: the levels of the optimum and of the
//! outlook, the arena's games and the simulations that check the chances.

use std::sync::atomic::{AtomicU64, Ordering};

/// Hands the items `0..count` out to `threads` scoped threads (at least one), `chunk` at a
/// time as each thread asks for more, so that a slow item holds up only its own thread. Each
/// thread makes its state with `init`, gives it every item it takes with `each`, and turns it
/// into its result with `finish`; the results come back in thread order.
///
/// A thread stops at its first error, from `init` or `each`; the other threads finish their
/// share, and the first error in thread order is returned. A panic in a thread, which only a
/// bug can cause, is resumed in the caller: carrying on would give a wrong optimum, outlook
/// or figure.
pub(crate) fn try_share_out<S, R: Send, E: Send>(
    threads: usize,
    count: u64,
    chunk: u64,
    init: impl Fn() -> Result<S, E> + Sync,
    each: impl Fn(&mut S, u64) -> Result<(), E> + Sync,
    finish: impl Fn(S) -> R + Sync,
) -> Result<Vec<R>, E> {
    let next = AtomicU64::new(0);
    let chunk = chunk.max(1);
    let outcomes: Vec<Result<R, E>> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads.max(1))
            .map(|_| {
                scope.spawn(|| {
                    let mut state = init()?;
                    loop {
                        let first = next.fetch_add(chunk, Ordering::Relaxed);
                        if first >= count {
                            break;
                        }
                        for item in first..(first + chunk).min(count) {
                            each(&mut state, item)?;
                        }
                    }
                    Ok(finish(state))
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .collect()
    });
    outcomes.into_iter().collect()
}

/// [`try_share_out`] for work that cannot fail.
pub(crate) fn share_out<S, R: Send>(
    threads: usize,
    count: u64,
    chunk: u64,
    init: impl Fn() -> S + Sync,
    each: impl Fn(&mut S, u64) + Sync,
    finish: impl Fn(S) -> R + Sync,
) -> Vec<R> {
    let shared = try_share_out::<S, R, std::convert::Infallible>(
        threads,
        count,
        chunk,
        || Ok(init()),
        |state, item| {
            each(state, item);
            Ok(())
        },
        finish,
    );
    match shared {
        Ok(results) => results,
        Err(never) => match never {},
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_item_is_given_once_and_results_come_per_thread() {
        for (threads, count, chunk) in [(1, 10, 3), (2, 1000, 7), (3, 0, 4), (4, 5, 64)] {
            let seen = share_out(threads, count, chunk, Vec::new, |v, i| v.push(i), |v| v);
            assert_eq!(seen.len(), threads);
            let mut all: Vec<u64> = seen.into_iter().flatten().collect();
            all.sort_unstable();
            assert_eq!(all, (0..count).collect::<Vec<_>>());
        }
    }

    #[test]
    fn an_error_stops_its_thread_and_is_returned() {
        let shared = try_share_out(
            2,
            100,
            1,
            || Ok::<u64, String>(0),
            |n, i| {
                *n += 1;
                if i == 42 {
                    Err(format!("item {i}"))
                } else {
                    Ok(())
                }
            },
            |n| n,
        );
        assert_eq!(shared, Err("item 42".to_string()));
        let failed_setup = try_share_out(2, 10, 1, || Err::<u64, _>("no"), |_, _| Ok(()), |n| n);
        assert_eq!(failed_setup, Err("no"));
    }
}
