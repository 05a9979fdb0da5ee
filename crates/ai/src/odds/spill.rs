//! Where the outlook's build keeps its levels when it is given a place on disk: two scratch
//! files, one holding the level being read, the other the level being built, and a third for
//! the blocks coded so far (the outlook itself, 43 MB for Yatzy, gathered at the end).
//!
//! The build mixes each level from the level after it, in single precision, and a middle
//! level of Classic holds 42 million probabilities (168 MB; Yatzy's, 161 MB): two of them in
//! memory made the build peak at 400–480 MB, more than a small rented server has to spare.
//! Written out, a level costs the process nothing: each block is written as soon as it is
//! mixed, and read back a block at a time, when the level before it needs it, into a small
//! cache of each thread's own ([`Loaded`]). The kernel keeps the files' pages in its page
//! cache while memory is free (the reads then cost a copy) and writes them to the disk and
//! drops them when it is not, which no process's own memory allows. The price is the copies:
//! a block is read once for every set of filled boxes that leads to it (about 4 GB for
//! Classic), a fifth more processor time than a build that holds its levels.
//!
//! The files are the caller's (the store makes them unnamed in the data folder, so that a
//! build that dies leaves nothing behind) and hold `f32`s in this machine's byte order: they
//! live as long as the build, and no other program or machine reads them.

use std::fs::File;
use std::io;

/// The build's scratch files (see the module's docs): two its levels alternate between, and
/// one for the stored blocks as they are coded, gathered into the outlook at the end. Their
/// contents are the build's own: anything in them is overwritten.
pub struct Scratch {
    pub(super) levels: [File; 2],
    pub(super) coded: File,
}

impl Scratch {
    pub fn new(levels: [File; 2], coded: File) -> Scratch {
        Scratch { levels, coded }
    }
}

/// The most values a thread keeps of the level it reads (4 MB): the blocks one set of filled
/// boxes reads are at most a few megabytes, and neighbouring sets read many of the same, so a
/// thread empties its cache when it is full rather than tracking which block was read last.
const LOADED_MOST: usize = 1 << 20;

/// The blocks of a spilled level a thread has read: their values one after another, and
/// which block (by its first distribution) starts where in them.
#[derive(Default)]
pub(super) struct Loaded {
    /// Read blocks, then room for more: the room is zeroed once, when it is first needed, not
    /// again each time the cache is emptied (which cost a fifth of the processor time the
    /// reads did).
    values: Vec<f32>,
    /// How many of `values` hold read blocks.
    used: usize,
    /// (first distribution of the block, where the block starts in the file in values, where
    /// it starts in `values`, how many values it has).
    blocks: Vec<(u32, u64, usize, usize)>,
}

impl Loaded {
    /// The values from `from` (counted in values from the file's start) to `to` of the block
    /// whose first distribution is `home`, read from `file` unless they were read already.
    /// A block is read whole the first time: `from..to` must lie within it, and `block`
    /// gives its range in the file when it must be read.
    pub(super) fn get(
        &mut self,
        file: &File,
        home: u32,
        from: u64,
        len: usize,
        block: impl FnOnce() -> (u64, u64),
    ) -> io::Result<&[f32]> {
        // The blocks read last are the likeliest to be wanted again.
        let found = self.blocks.iter().rev().find(|b| b.0 == home).copied();
        let (start, at, size) = match found {
            Some((_, start, at, size)) => (start, at, size),
            None => {
                let (start, end) = block();
                let size = usize::try_from(end.saturating_sub(start))
                    .map_err(|_| io::Error::other("a block too large for memory"))?;
                if self.used + size > self.values.len().max(LOADED_MOST) {
                    self.used = 0;
                    self.blocks.clear();
                }
                let at = self.used;
                if self.values.len() < at + size {
                    self.values.resize(at + size, 0.0);
                }
                read_values(file, &mut self.values[at..at + size], start)?;
                self.used += size;
                self.blocks.push((home, start, at, size));
                (start, at, size)
            }
        };
        let outside = || io::Error::other("a distribution outside its block");
        let offset = from
            .checked_sub(start)
            .and_then(|o| usize::try_from(o).ok())
            .filter(|o| o.checked_add(len).is_some_and(|end| end <= size))
            .ok_or_else(outside)?;
        self.values
            .get(at + offset..at + offset + len)
            .ok_or_else(outside)
    }
}

/// Writes `values` to `file`, from the `at`-th value of the file on.
pub(super) fn write_values(file: &File, values: &[f32], at: u64) -> io::Result<()> {
    write_at(file, as_bytes(values), byte_offset(at)?)
}

/// Writes `bytes` to `file` from byte `at` on.
pub(super) fn write_bytes(file: &File, bytes: &[u8], at: u64) -> io::Result<()> {
    write_at(file, bytes, at)
}

/// Fills `values` from `file`, from the `at`-th value of the file on.
fn read_values(file: &File, values: &mut [f32], at: u64) -> io::Result<()> {
    super::pool::read_at(file, as_bytes_mut(values), byte_offset(at)?)
}

fn byte_offset(at: u64) -> io::Result<u64> {
    at.checked_mul(4)
        .ok_or_else(|| io::Error::other("a scratch file past 2⁶⁴ bytes"))
}

fn as_bytes(values: &[f32]) -> &[u8] {
    // SAFETY: the bytes are those of `values`' own allocation, `size_of_val` of them; `u8` has
    // no alignment to keep, and the borrow of `values` covers the slice's life.
    unsafe { std::slice::from_raw_parts(values.as_ptr().cast::<u8>(), size_of_val(values)) }
}

fn as_bytes_mut(values: &mut [f32]) -> &mut [u8] {
    // SAFETY: as in `as_bytes`, with the borrow exclusive; any bytes written make a valid
    // `f32` (every bit pattern is one).
    unsafe { std::slice::from_raw_parts_mut(values.as_mut_ptr().cast::<u8>(), size_of_val(values)) }
}

/// Writes `buf` to `file` at `at` without moving a shared file position: the build's threads
/// write their blocks into one file at once.
#[cfg(unix)]
fn write_at(file: &File, buf: &[u8], at: u64) -> io::Result<()> {
    std::os::unix::fs::FileExt::write_all_at(file, buf, at)
}

#[cfg(windows)]
fn write_at(file: &File, mut buf: &[u8], mut at: u64) -> io::Result<()> {
    use std::os::windows::fs::FileExt;
    while !buf.is_empty() {
        match file.seek_write(buf, at)? {
            0 => return Err(io::ErrorKind::WriteZero.into()),
            n => {
                buf = &buf[n..];
                at += n as u64;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_written_are_read_back_a_block_at_a_time() {
        let file = tempfile::tempfile().expect("a scratch file");
        let values: Vec<f32> = (0..100).map(|i| i as f32 / 7.0).collect();
        write_values(&file, &values[..40], 0).expect("written");
        write_values(&file, &values[40..], 40).expect("written");
        let mut loaded = Loaded::default();
        // The block of values 40..100 (first distribution 3): a part of it, then another part
        // without reading again.
        let got = loaded.get(&file, 3, 50, 5, || (40, 100)).expect("read");
        assert_eq!(got, &values[50..55]);
        let got = loaded.get(&file, 3, 95, 5, || (0, 0)).expect("read before");
        assert_eq!(got, &values[95..100]);
        let got = loaded.get(&file, 0, 0, 3, || (0, 40)).expect("read");
        assert_eq!(got, &values[..3]);
        // Past the block, or a block past the file's end: an error, not a panic.
        assert!(loaded.get(&file, 0, 38, 5, || (0, 40)).is_err());
        assert!(loaded.get(&file, 9, 120, 1, || (100, 130)).is_err());
    }
}
