//! Where the stored distributions' bytes live: in memory when the outlook is built in memory (or
//! its cache could not be written), otherwise in the cache file, read a block at a time.
//!
//! Reading a block from the file when it is wanted is what keeps the chance to win light: a
//! match reads a part of the blocks, and only what it decodes from them is its own. The
//! file's pages sit in the page cache, which every process on the machine that shows the
//! chances shares, and none of them counts the outlook as its own memory. A mapping shared the
//! same pages, but each block read through it made a whole folio of the page cache resident
//! in the process (up to two megabytes of a file just written), so that a Yatzy match showing
//! the chances came to hold nearly the whole 43 MB outlook.

use std::borrow::Cow;
use std::fs::File;

/// The bytes of an outlook's stored distributions (see the module's docs).
pub enum Pool {
    Owned(Vec<u8>),
    File(FileRange),
}

/// A range of an open cache file that held the pool when it was checked.
pub struct FileRange {
    file: File,
    at: u64,
    len: usize,
}

impl Pool {
    /// The `len` bytes of `file` from `at`; `None` if the file is shorter.
    pub fn in_file(file: File, at: u64, len: usize) -> std::io::Result<Option<Pool>> {
        let size = file.metadata()?.len();
        let fits = u64::try_from(len)
            .ok()
            .and_then(|l| at.checked_add(l))
            .is_some_and(|end| end <= size);
        Ok(fits.then_some(Pool::File(FileRange { file, at, len })))
    }

    pub fn len(&self) -> usize {
        match self {
            Pool::Owned(bytes) => bytes.len(),
            Pool::File(range) => range.len,
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether the bytes are read from a file rather than held in memory.
    pub fn is_in_file(&self) -> bool {
        matches!(self, Pool::File(_))
    }

    /// Bytes `from..to` of the pool: borrowed when it is in memory, otherwise read into `buf`.
    /// `None` when the range is not the pool's, or the file no longer gives it (another program
    /// cut it short under the game): the caller treats the block as damaged.
    pub fn get<'a>(&'a self, from: usize, to: usize, buf: &'a mut Vec<u8>) -> Option<&'a [u8]> {
        match self {
            Pool::Owned(bytes) => bytes.get(from..to),
            Pool::File(range) => {
                let len = to.checked_sub(from).filter(|_| to <= range.len)?;
                let at = range.at.checked_add(u64::try_from(from).ok()?)?;
                buf.clear();
                buf.resize(len, 0);
                read_at(&range.file, buf, at).ok()?;
                Some(buf)
            }
        }
    }

    /// The whole pool, to write it out again.
    pub fn whole(&self) -> std::io::Result<Cow<'_, [u8]>> {
        match self {
            Pool::Owned(bytes) => Ok(Cow::Borrowed(bytes)),
            Pool::File(range) => {
                let mut buf = vec![0; range.len];
                read_at(&range.file, &mut buf, range.at)?;
                Ok(Cow::Owned(buf))
            }
        }
    }
}

/// Fills `buf` from `file` at `at` without moving a shared file position: readers on several
/// threads read the same file at once.
#[cfg(unix)]
pub(super) fn read_at(file: &File, buf: &mut [u8], at: u64) -> std::io::Result<()> {
    std::os::unix::fs::FileExt::read_exact_at(file, buf, at)
}

#[cfg(windows)]
pub(super) fn read_at(file: &File, mut buf: &mut [u8], mut at: u64) -> std::io::Result<()> {
    use std::os::windows::fs::FileExt;
    while !buf.is_empty() {
        match file.seek_read(buf, at)? {
            0 => return Err(std::io::ErrorKind::UnexpectedEof.into()),
            n => {
                buf = &mut buf[n..];
                at += n as u64;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    #[test]
    fn a_file_pool_gives_its_ranges_and_refuses_others() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let path = dir.path().join("pool.bin");
        let mut f = File::create(&path).expect("a temporary file");
        f.write_all(b"headPOOLBYTES!tail").expect("written");
        drop(f);
        let open = || File::open(&path).expect("opened");
        let pool = Pool::in_file(open(), 4, 10).expect("read").expect("fits");
        let mut buf = Vec::new();
        assert_eq!(pool.get(0, 4, &mut buf), Some(&b"POOL"[..]));
        assert_eq!(pool.get(4, 10, &mut buf), Some(&b"BYTES!"[..]));
        assert_eq!(pool.get(4, 11, &mut buf), None, "past the pool's end");
        assert_eq!(pool.get(5, 4, &mut buf), None, "a backward range");
        assert_eq!(&*pool.whole().expect("read"), b"POOLBYTES!");
        assert!(Pool::in_file(open(), 10, 9).expect("read").is_none());
        // Cut short under the reader: the range is refused, not a panic or stale bytes.
        std::fs::OpenOptions::new()
            .write(true)
            .open(&path)
            .and_then(|f| f.set_len(8))
            .expect("truncated");
        assert_eq!(pool.get(0, 10, &mut buf), None);
        assert_eq!(pool.get(0, 4, &mut buf), Some(&b"POOL"[..]));
    }
}
