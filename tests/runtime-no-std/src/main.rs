//! Runs tablegen-runtime's DFA and DAG-isel matcher without `std`: the C
//! library provides `main`, the allocator and `abort`.
#![no_std]
#![no_main]

extern crate alloc;

use core::alloc::{GlobalAlloc, Layout};
use tablegen_runtime::dfa::{Automaton, NfaStatePair, Transition};
use tablegen_runtime::isel::{opc, Matcher, NodeOpcodes};

#[link(name = "c")]
extern "C" {
    fn malloc(size: usize) -> *mut u8;
    fn free(p: *mut u8);
    fn abort() -> !;
}

/// The C library's allocator (its alignment, 16 on x86-64, suffices: the
/// runtime allocates vectors of small integers and pairs).
struct Libc;

unsafe impl GlobalAlloc for Libc {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if layout.align() > 16 {
            return core::ptr::null_mut();
        }
        malloc(layout.size().max(1))
    }
    unsafe fn dealloc(&self, p: *mut u8, _: Layout) {
        free(p)
    }
}

#[global_allocator]
static ALLOCATOR: Libc = Libc;

#[panic_handler]
fn panic(_: &core::panic::PanicInfo<'_>) -> ! {
    unsafe { abort() }
}

/// Never called (panics abort), but the prebuilt `alloc` of an unwinding
/// target names it, and only `std` would define it.
#[no_mangle]
pub extern "C" fn rust_eh_personality() {}

static TRANSITIONS: [Transition; 1] = [Transition { from: 1, action: 7, to: 2, info: 0 }];
static INFO: [NfaStatePair; 2] = [NfaStatePair { from: 0, to: 1 }, NfaStatePair { from: 0, to: 0 }];

/// Exit status 0 when the runtime answers as expected.
#[no_mangle]
pub extern "C" fn main() -> i32 {
    let mut dfa = Automaton::new(&TRANSITIONS, &INFO);
    dfa.enable_transcription(true);
    if !dfa.add(7) || dfa.can_add(7) || dfa.nfa_paths().len() != 1 {
        return 1;
    }
    let opcodes = NodeOpcodes { and: 0, or: 1, constant: 2, constant_fp: 3, token_factor: 4, entry_token: 5 };
    match Matcher::new(&[opc::SWITCH_OPCODE, 0, 0], opcodes) {
        Ok(m) if m.table().len() == 3 => 0,
        _ => 2,
    }
}
