//! Asking the processor to bring memory into its caches ahead of a read: the arena reads
//! turn plans and the optimum's values scattered over tens of megabytes, and without a hint
//! it waits for each line from main memory at the moment it is read.

/// The cache line the hints work by.
const LINE: usize = 64;

/// Hints that every line holding `values` will be read soon. Only a hint: it reads nothing,
/// and where the processor has no such instruction it does nothing.
#[inline(always)]
pub(crate) fn slice<T>(values: &[T]) {
    let bytes = std::mem::size_of_val(values);
    let start = values.as_ptr().cast::<u8>();
    let mut at = 0;
    while at < bytes {
        line(start.wrapping_add(at));
        at += LINE;
    }
    // The last line, when the values do not start on a line's start.
    if bytes > 0 {
        line(start.wrapping_add(bytes - 1));
    }
}

/// Hints that the line holding `value` will be read soon.
#[inline(always)]
pub(crate) fn value(value: &f64) {
    line(std::ptr::from_ref(value).cast::<u8>());
}

/// Hints that the line holding the first of `bytes` will be read soon.
#[inline(always)]
pub(crate) fn bytes(bytes: &[u8]) {
    line(bytes.as_ptr());
}

#[inline(always)]
fn line(at: *const u8) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        // SAFETY: the instruction needs SSE, which every x86-64 processor has; and a
        // prefetch never faults, whatever the address: it is a hint and reads nothing the
        // program sees.
        unsafe { _mm_prefetch::<_MM_HINT_T0>(at.cast::<i8>()) };
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = at;
}
