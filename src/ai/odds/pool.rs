//! Where the stored distributions' bytes live: in memory when the table is built in memory (or
//! its cache could not be written), otherwise mapped from the cache file.
//!
//! Mapping is what keeps the chance to win light: a match reads a few hundred distributions
//! out of hundreds of thousands, so only those pages become resident, and every process on
//! the machine that shows the chances shares the same pages of the page cache instead of
//! holding its own copy.

use std::ops::Deref;

pub use crate::ai::mapped::Mapped;

/// The bytes of a table's stored distributions (see the module's docs).
pub enum Pool {
    Owned(Vec<u8>),
    Mapped(Mapped),
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
