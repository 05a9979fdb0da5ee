//! A read-only mapping of part of a cache file, shared by the optimum and the outlook when they
//! are read in place rather than into memory (the optimum's values and the outlook's pool):
//! only the pages a match reads become resident, and every process on the machine shares them.

use std::fs::File;

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
        // SAFETY: the mapping is read-only, and the game never writes into a mapped range: a
        // cache file is only ever replaced by renaming a new file over it (see
        // `store::fsutil`), which on Unix leaves the mapped file untouched (elsewhere the
        // rename fails while a process has it mapped, and the cache is simply not rewritten;
        // a build's scratch files, `ai::odds::spill`, are read, never mapped). Another
        // program truncating or rewriting the file in place under a running game could still
        // fault the process or change bytes after they were checked; decoding stays in bounds
        // whatever the bytes (see `ai::odds::dist::MAX_VARINT`). That is the price of sharing
        // the pages, and the file lives in the game's own data folder.
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
