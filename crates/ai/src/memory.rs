//! The process's freed memory, given back to the system where the allocator keeps it.

/// Gives the heap's free pages back to the system. Worker threads leave megabytes of freed
/// buffers in the allocator's per-thread arenas (the solvers' when they end, the
/// chance-to-win build's after every level), which would otherwise stay resident.
pub fn return_free_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only hands back memory the allocator holds free; no live
    // allocation is touched.
    unsafe {
        libc::malloc_trim(0);
    }
}
