//! Where the stored distributions' bytes live: in memory while the table is being built (or
//! when its cache could not be written), otherwise mapped from the cache file.
//!
//! Mapping is what keeps the chance to win light: a match reads a few hundred distributions
//! out of hundreds of thousands, so only those pages become resident, and every process on
//! the machine that shows the chances shares the same pages of the page cache instead of
//! holding its own copy.

use std::fs::File;
use std::ops::Deref;

/// The bytes of a table's stored distributions (see the module's docs).
pub enum Pool {
    Owned(Vec<u8>),
    Mapped(Mapped),
}

/// A byte range of a cache file, mapped. Only [`Mapped::new`] makes one, and only for a
/// range inside the file as it is when mapped.
pub struct Mapped {
    map: memmap2::Mmap,
}

impl Mapped {
    /// Maps the `len` bytes of `file` from `start`; `None` if the file is shorter (a mapping
    /// past a file's end would fault when read, not fail here).
    pub fn new(file: &File, start: u64, len: usize) -> std::io::Result<Option<Mapped>> {
        let size = file.metadata()?.len();
        let fits = u64::try_from(len)
            .ok()
            .and_then(|l| start.checked_add(l))
            .is_some_and(|end| end <= size);
        if !fits {
            return Ok(None);
        }
        // SAFETY: the mapping is read-only, and the game never writes into this file: it only
        // ever replaces it by renaming a new file over it (see `store::fsutil`), which on Unix
        // leaves the mapped file untouched (elsewhere the rename fails while a process has it
        // mapped, and the cache is simply not rewritten). Another program truncating or
        // rewriting the file in place under a running game could still fault the process or
        // change bytes after they were checked; decoding stays in bounds whatever the bytes
        // (see `ai::odds::dist::MAX_VARINT`). That is the price of sharing the pages, and the
        // file lives in the game's own data folder.
        let map = unsafe {
            memmap2::MmapOptions::new()
                .offset(start)
                .len(len)
                .map(file)?
        };
        Ok(Some(Mapped { map }))
    }

    pub fn bytes(&self) -> &[u8] {
        &self.map
    }
}

impl Deref for Pool {
    type Target = [u8];

    fn deref(&self) -> &[u8] {
        match self {
            Pool::Owned(bytes) => bytes,
            Pool::Mapped(m) => m.bytes(),
        }
    }
}

impl Pool {
    /// Whether the bytes are mapped from a file rather than held in memory.
    pub fn is_mapped(&self) -> bool {
        matches!(self, Pool::Mapped(_))
    }
}
