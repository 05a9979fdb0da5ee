//! A program in a pseudo-terminal, as a person at a terminal runs it: what it draws (read by
//! a thread into a vt100 screen), the keys sent to it, and bounded waits for text. The tests
//! that run the real binary and the OpenSSH client share it; each says what a wait that runs
//! out means for it.

use std::ffi::OsStr;
use std::io::{Read, Write};
use std::num::NonZeroU16;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use portable_pty::{Child, MasterPty, PtySize, native_pty_system};

pub use portable_pty::{CommandBuilder, ExitStatus};
pub use vt100;

use crate::fixtures::EMPTY_CONFIG;

/// A running program and the screen it has drawn so far.
pub struct Pty {
    screen: Arc<Mutex<vt100::Parser>>,
    writer: Box<dyn Write + Send>,
    pub child: Box<dyn Child + Send + Sync>,
    master: Box<dyn MasterPty + Send>,
    /// Set once the reader has met the end of the program's output: only then does the
    /// screen hold everything the program wrote before it exited.
    read_all: Arc<AtomicBool>,
}

/// A screen dimension for vt100, which has no zero-sized screens.
pub fn size(n: u16) -> NonZeroU16 {
    NonZeroU16::new(n).unwrap_or(NonZeroU16::MIN)
}

fn pty_size(rows: u16, cols: u16) -> PtySize {
    PtySize {
        rows,
        cols,
        pixel_width: 0,
        pixel_height: 0,
    }
}

impl Pty {
    /// Starts `cmd` in a terminal of 30 rows and 100 columns.
    pub fn spawn(mut cmd: CommandBuilder) -> Pty {
        let pair = native_pty_system()
            .openpty(pty_size(30, 100))
            .expect("a pseudo-terminal");
        cmd.env("TERM", "xterm-256color");
        let child = pair.slave.spawn_command(cmd).expect("the program starts");
        drop(pair.slave);
        let mut reader = pair.master.try_clone_reader().expect("a reader");
        let writer = pair.master.take_writer().expect("a writer");
        let screen = Arc::new(Mutex::new(vt100::Parser::new(size(30), size(100), 0)));
        let feed = screen.clone();
        let read_all = Arc::new(AtomicBool::new(false));
        let done = read_all.clone();
        std::thread::spawn(move || {
            let mut buf = [0u8; 8192];
            while let Ok(n) = reader.read(&mut buf) {
                if n == 0 {
                    break;
                }
                feed.lock().unwrap().process(&buf[..n]);
            }
            done.store(true, Ordering::Release);
        });
        Pty {
            screen,
            writer,
            child,
            master: pair.master,
            read_all,
        }
    }

    /// The game binary `bin` on `data_dir` with the empty config, reading neither a data
    /// folder nor a config from the environment, in colour.
    pub fn game(bin: &Path, data_dir: &Path, args: &[impl AsRef<OsStr>]) -> Pty {
        let mut cmd = CommandBuilder::new(bin);
        cmd.arg("--data-dir");
        cmd.arg(data_dir);
        cmd.arg("--config");
        cmd.arg(EMPTY_CONFIG);
        for a in args {
            cmd.arg(a);
        }
        cmd.env_remove("YAHTZEE_CONFIG");
        cmd.env_remove("YAHTZEE_DATA_DIR");
        cmd.env_remove("NO_COLOR");
        Pty::spawn(cmd)
    }

    /// The screen as text.
    pub fn contents(&self) -> String {
        self.screen.lock().unwrap().screen().contents()
    }

    /// Runs `f` on the screen model (its modes, its cells).
    pub fn with_screen<T>(&self, f: impl FnOnce(&vt100::Screen) -> T) -> T {
        f(self.screen.lock().unwrap().screen())
    }

    /// Looks at the screen every `step` until it satisfies `done`: the screen then, or
    /// `None` once `wait` has passed.
    pub fn wait_within(
        &self,
        wait: Duration,
        step: Duration,
        done: impl Fn(&str) -> bool,
    ) -> Option<String> {
        let start = Instant::now();
        loop {
            let screen = self.contents();
            if done(&screen) {
                return Some(screen);
            }
            if start.elapsed() > wait {
                return None;
            }
            std::thread::sleep(step);
        }
    }

    /// Sends keys; an error if the program is gone.
    pub fn send(&mut self, keys: &str) -> std::io::Result<()> {
        self.writer.write_all(keys.as_bytes())?;
        self.writer.flush()
    }

    /// Resizes the terminal and the screen model together.
    pub fn resize(&self, rows: u16, cols: u16) {
        self.screen.lock().unwrap().set_size(size(rows), size(cols));
        self.master.resize(pty_size(rows, cols)).unwrap();
    }

    /// Waits up to `wait` for the program to exit: its status, or `None` if it is still
    /// running. Once it has exited, waits (within the same `wait`) for the reader to take the
    /// last of its output, so the screen model then shows what the program left on the
    /// terminal: its last writes (leaving the alternate screen) can still be in the pipe
    /// when the process is already gone, most often on a busy machine.
    pub fn exited_within(&mut self, wait: Duration) -> Option<portable_pty::ExitStatus> {
        let start = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                while !self.read_all.load(Ordering::Acquire) && start.elapsed() <= wait {
                    std::thread::sleep(Duration::from_millis(5));
                }
                return Some(status);
            }
            if start.elapsed() > wait {
                return None;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    }
}
