//! The DFA runtime: what LLVM's `llvm/Support/Automaton.h` does with the
//! transition tables `-gen-automata --rust` and `-gen-dfa-packetizer --rust`
//! write (C++ `Automaton<ActionT>` and `internal::NfaTranscriber`).
//!
//! A generated module holds, per automaton, a `[Transition; N]` table
//! ordered by `(from, action)` and an `[NfaStatePair; M]` table of NFA
//! steps, and wraps an [`Automaton`] over them in a typed struct. Actions
//! are dense `u32` ids.

/// One step of an NFA path (C++ `llvm::NfaStatePair`): within a run of the
/// transition-info table, one NFA transition a DFA transition stands for.
/// A run ends at the first pair whose `to` is 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct NfaStatePair {
    /// The transitioned-from NFA state (C++ `FromDfaState`).
    pub from: u64,
    /// The transitioned-to NFA state (C++ `ToDfaState`).
    pub to: u64,
}

/// One DFA transition (a row of the C++ `<Name>Transitions` table).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Transition {
    /// The transitioned-from DFA state (C++ `FromDfaState`; the initial
    /// state is 1).
    pub from: u32,
    /// The action's dense id (C++ `Action`, which is the action value).
    pub action: u32,
    /// The transitioned-to DFA state (C++ `ToDfaState`).
    pub to: u32,
    /// Start of this transition's run in the transition-info table (C++
    /// `InfoIdx`).
    pub info: u32,
}

/// Tracks the NFA paths a sequence of DFA transitions may stand for (C++
/// `internal::NfaTranscriber`). Path segments live in an arena; a segment
/// is `(NFA state, index of the previous segment)`.
#[derive(Clone, Debug)]
struct NfaTranscriber {
    info: &'static [NfaStatePair],
    segments: alloc::vec::Vec<(u64, usize)>,
    /// The latest segment of every tracked path, in the C++ deque's order.
    heads: alloc::vec::Vec<usize>,
    /// Reused buffer for the heads being replaced.
    old_heads: alloc::vec::Vec<usize>,
}

impl NfaTranscriber {
    fn new(info: &'static [NfaStatePair]) -> Self {
        let mut t = NfaTranscriber {
            info,
            segments: alloc::vec::Vec::new(),
            heads: alloc::vec::Vec::new(),
            old_heads: alloc::vec::Vec::new(),
        };
        t.reset();
        t
    }

    /// One path, holding the initial NFA state 0.
    fn reset(&mut self) {
        self.segments.clear();
        self.heads.clear();
        self.segments.push((0, 0));
        self.heads.push(0);
    }

    /// Extends every path by each NFA step of the run at `start` out of the
    /// path's last state, in the run's (sorted) order; paths with no such
    /// step end. Like C++, the run stops at the first pair whose `to` is 0,
    /// and only steps whose `to` is at most `i64::MAX` are taken (the C++
    /// `upper_bound` key is `{State, INT64_MAX}`).
    fn transition(&mut self, start: u32) {
        let run = self.info.get(start as usize..).unwrap_or(&[]);
        let end = run.iter().position(|p| p.to == 0).unwrap_or(run.len());
        let run = &run[..end];
        core::mem::swap(&mut self.heads, &mut self.old_heads);
        self.heads.clear();
        for &head in &self.old_heads {
            let state = self.segments[head].0;
            let first = run.partition_point(|p| p.from < state);
            for p in run[first..].iter().take_while(|p| p.from == state && p.to <= i64::MAX as u64) {
                self.segments.push((p.to, head));
                self.heads.push(self.segments.len() - 1);
            }
        }
    }

    /// Every tracked path without its initial state, oldest state first. As
    /// in C++, a path is read back only as far as the latest state 0.
    fn paths(&self) -> alloc::vec::Vec<alloc::vec::Vec<u64>> {
        self.heads
            .iter()
            .map(|&head| {
                let mut path = alloc::vec::Vec::new();
                let mut k = head;
                while self.segments[k].0 != 0 {
                    path.push(self.segments[k].0);
                    k = self.segments[k].1;
                }
                path.reverse();
                path
            })
            .collect()
    }
}

/// A DFA driven by its generated tables (C++ `llvm::Automaton<ActionT>`),
/// over dense action ids.
///
/// Unlike the C++ copy constructor, which gives the copy a fresh
/// transcriber, a clone keeps the NFA paths tracked so far.
#[derive(Clone)]
pub struct Automaton {
    transitions: &'static [Transition],
    transcriber: Option<NfaTranscriber>,
    transcribe: bool,
    state: u32,
}

impl core::fmt::Debug for Automaton {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Automaton")
            .field("state", &self.state)
            .field("transitions", &self.transitions.len())
            .field("transcribing", &(self.transcribe && self.transcriber.is_some()))
            .finish()
    }
}

impl Automaton {
    /// An automaton in its initial state (1) over `transitions`, which must
    /// be sorted by `(from, action)` as the generated tables are.
    /// Transcription (NFA path tracking) is available, and on, iff `info` is
    /// not empty, as with the C++ constructor's `TranscriptionTable`.
    ///
    /// ```
    /// # use tablegen_runtime::dfa::{Automaton, NfaStatePair, Transition};
    /// # static T: [Transition; 2] = [
    /// #     Transition { from: 1, action: 7, to: 2, info: 0 },
    /// #     Transition { from: 2, action: 8, to: 1, info: 2 },
    /// # ];
    /// # static I: [NfaStatePair; 4] = [
    /// #     NfaStatePair { from: 0, to: 1 }, NfaStatePair { from: 0, to: 0 },
    /// #     NfaStatePair { from: 1, to: 2 }, NfaStatePair { from: 0, to: 0 },
    /// # ];
    /// let a = Automaton::new(&T, &I);
    /// assert_eq!(a.state(), 1);
    /// ```
    pub fn new(transitions: &'static [Transition], info: &'static [NfaStatePair]) -> Self {
        let transcriber = if info.is_empty() { None } else { Some(NfaTranscriber::new(info)) };
        Automaton { transitions, transcribe: transcriber.is_some(), transcriber, state: 1 }
    }

    /// Turns transcription on or off (C++ `enableTranscription`). An
    /// automaton made without a transition-info table cannot transcribe
    /// (C++ asserts): it stays off, and the call returns whether
    /// transcription is now on.
    ///
    /// ```
    /// # use tablegen_runtime::dfa::{Automaton, NfaStatePair, Transition};
    /// # static T: [Transition; 2] = [
    /// #     Transition { from: 1, action: 7, to: 2, info: 0 },
    /// #     Transition { from: 2, action: 8, to: 1, info: 2 },
    /// # ];
    /// # static I: [NfaStatePair; 4] = [
    /// #     NfaStatePair { from: 0, to: 1 }, NfaStatePair { from: 0, to: 0 },
    /// #     NfaStatePair { from: 1, to: 2 }, NfaStatePair { from: 0, to: 0 },
    /// # ];
    /// let mut a = Automaton::new(&T, &I);
    /// a.enable_transcription(false);
    /// assert!(a.add(7));
    /// ```
    pub fn enable_transcription(&mut self, enable: bool) -> bool {
        self.transcribe = enable && self.transcriber.is_some();
        self.transcribe
    }

    /// Back to the initial state, with one empty NFA path (C++ `reset`).
    ///
    /// ```
    /// # use tablegen_runtime::dfa::{Automaton, NfaStatePair, Transition};
    /// # static T: [Transition; 2] = [
    /// #     Transition { from: 1, action: 7, to: 2, info: 0 },
    /// #     Transition { from: 2, action: 8, to: 1, info: 2 },
    /// # ];
    /// # static I: [NfaStatePair; 4] = [
    /// #     NfaStatePair { from: 0, to: 1 }, NfaStatePair { from: 0, to: 0 },
    /// #     NfaStatePair { from: 1, to: 2 }, NfaStatePair { from: 0, to: 0 },
    /// # ];
    /// let mut a = Automaton::new(&T, &I);
    /// assert!(a.add(7));
    /// a.reset();
    /// assert_eq!(a.state(), 1);
    /// ```
    pub fn reset(&mut self) {
        self.state = 1;
        if let Some(t) = &mut self.transcriber {
            t.reset();
        }
    }

    fn find(&self, action: u32) -> Option<&'static Transition> {
        let transitions: &'static [Transition] = self.transitions;
        let key = (self.state, action);
        transitions.binary_search_by(|t| (t.from, t.action).cmp(&key)).ok().map(|k| &transitions[k])
    }

    /// True if `action` has a transition from the current state (C++
    /// `canAdd`).
    ///
    /// ```
    /// # use tablegen_runtime::dfa::{Automaton, NfaStatePair, Transition};
    /// # static T: [Transition; 2] = [
    /// #     Transition { from: 1, action: 7, to: 2, info: 0 },
    /// #     Transition { from: 2, action: 8, to: 1, info: 2 },
    /// # ];
    /// # static I: [NfaStatePair; 4] = [
    /// #     NfaStatePair { from: 0, to: 1 }, NfaStatePair { from: 0, to: 0 },
    /// #     NfaStatePair { from: 1, to: 2 }, NfaStatePair { from: 0, to: 0 },
    /// # ];
    /// let a = Automaton::new(&T, &I);
    /// assert!(a.can_add(7) && !a.can_add(8));
    /// ```
    pub fn can_add(&self, action: u32) -> bool {
        self.find(action).is_some()
    }

    /// Takes the transition for `action` (C++ `add`). Returns false if there
    /// is none; the automaton is then in no valid state until
    /// [`reset`](Self::reset).
    ///
    /// ```
    /// # use tablegen_runtime::dfa::{Automaton, NfaStatePair, Transition};
    /// # static T: [Transition; 2] = [
    /// #     Transition { from: 1, action: 7, to: 2, info: 0 },
    /// #     Transition { from: 2, action: 8, to: 1, info: 2 },
    /// # ];
    /// # static I: [NfaStatePair; 4] = [
    /// #     NfaStatePair { from: 0, to: 1 }, NfaStatePair { from: 0, to: 0 },
    /// #     NfaStatePair { from: 1, to: 2 }, NfaStatePair { from: 0, to: 0 },
    /// # ];
    /// let mut a = Automaton::new(&T, &I);
    /// assert!(a.add(7) && a.add(8) && a.add(7));
    /// assert!(!a.add(7));
    /// ```
    pub fn add(&mut self, action: u32) -> bool {
        let Some(t) = self.find(action) else { return false };
        if self.transcribe {
            if let Some(tr) = &mut self.transcriber {
                tr.transition(t.info);
            }
        }
        self.state = t.to;
        true
    }

    /// The NFA paths the actions added since the last reset may have taken
    /// (C++ `getNfaPaths`), in the C++ order; each path lists the NFA
    /// states after the initial state 0.
    ///
    /// While transcription is off no path is known (C++ asserts), and the
    /// list is empty.
    ///
    /// ```
    /// # use tablegen_runtime::dfa::{Automaton, NfaStatePair, Transition};
    /// # static T: [Transition; 2] = [
    /// #     Transition { from: 1, action: 7, to: 2, info: 0 },
    /// #     Transition { from: 2, action: 8, to: 1, info: 2 },
    /// # ];
    /// # static I: [NfaStatePair; 4] = [
    /// #     NfaStatePair { from: 0, to: 1 }, NfaStatePair { from: 0, to: 0 },
    /// #     NfaStatePair { from: 1, to: 2 }, NfaStatePair { from: 0, to: 0 },
    /// # ];
    /// let mut a = Automaton::new(&T, &I);
    /// assert!(a.add(7) && a.add(8));
    /// assert_eq!(a.nfa_paths(), [[1, 2]]);
    /// ```
    pub fn nfa_paths(&self) -> alloc::vec::Vec<alloc::vec::Vec<u64>> {
        match (&self.transcriber, self.transcribe) {
            (Some(t), true) => t.paths(),
            _ => alloc::vec::Vec::new(),
        }
    }

    /// The current DFA state (1 initially).
    ///
    /// ```
    /// # use tablegen_runtime::dfa::{Automaton, NfaStatePair, Transition};
    /// # static T: [Transition; 2] = [
    /// #     Transition { from: 1, action: 7, to: 2, info: 0 },
    /// #     Transition { from: 2, action: 8, to: 1, info: 2 },
    /// # ];
    /// # static I: [NfaStatePair; 4] = [
    /// #     NfaStatePair { from: 0, to: 1 }, NfaStatePair { from: 0, to: 0 },
    /// #     NfaStatePair { from: 1, to: 2 }, NfaStatePair { from: 0, to: 0 },
    /// # ];
    /// let mut a = Automaton::new(&T, &I);
    /// assert!(a.add(7));
    /// assert_eq!(a.state(), 2);
    /// ```
    pub fn state(&self) -> u32 {
        self.state
    }
}

/// LLVM's `DFAPacketizer`, run on the tables of
/// `-gen-dfa-packetizer --rust`: tracks which functional units the
/// instructions of the current packet take, and whether one more
/// instruction (named by its scheduling class) still fits.
///
/// ```
/// use tablegen_runtime::dfa::{NfaStatePair, Packetizer, Transition};
/// // One unit: class 1 (action 1) takes it, so a second one does not fit.
/// static T: [Transition; 1] = [Transition { from: 1, action: 1, to: 2, info: 0 }];
/// static ACTIONS: [u32; 2] = [0, 1];
/// let mut p = Packetizer::new(&T, &[], &ACTIONS);
/// assert!(p.reserve_resources(1));
/// assert!(!p.can_reserve_resources(1));
/// p.clear_resources();
/// assert!(p.can_reserve_resources(1) && !p.can_reserve_resources(0));
/// ```
#[derive(Clone, Debug)]
pub struct Packetizer {
    automaton: Automaton,
    actions: &'static [u32],
}

impl Packetizer {
    /// A packetizer over an automaton's tables, whose scheduling class `c`
    /// is automaton action `actions[c]`. Resource tracking starts off.
    pub fn new(transitions: &'static [Transition], info: &'static [NfaStatePair], actions: &'static [u32]) -> Self {
        let mut automaton = Automaton::new(transitions, info);
        if !info.is_empty() {
            automaton.enable_transcription(false);
        }
        Packetizer { automaton, actions }
    }

    /// C++ `create<Namespace>DFAPacketizer`: a packetizer for the processor
    /// model numbered `proc_id`, whose classes' actions are
    /// `indices[starts[proc_id]..starts[proc_id + 1]]`; `None` past the last
    /// model (or for ranges outside `indices`).
    ///
    /// ```
    /// use tablegen_runtime::dfa::Packetizer;
    /// static INDICES: [u32; 3] = [0, 1, 1];
    /// static STARTS: [u32; 3] = [0, 0, 3];
    /// assert!(Packetizer::for_model(&[], &[], &INDICES, &STARTS, 1).is_some());
    /// assert!(Packetizer::for_model(&[], &[], &INDICES, &STARTS, 2).is_none());
    /// ```
    pub fn for_model(
        transitions: &'static [Transition],
        info: &'static [NfaStatePair],
        indices: &'static [u32],
        starts: &'static [u32],
        proc_id: u32,
    ) -> Option<Self> {
        let id = proc_id as usize;
        let start = *starts.get(id)? as usize;
        let end = *starts.get(id.checked_add(1)?)? as usize;
        Some(Packetizer::new(transitions, info, indices.get(start..end)?))
    }

    /// The action of a scheduling class; class 0 and classes without an
    /// itinerary have none (they never fit).
    fn action(&self, sched_class: u32) -> Option<u32> {
        match self.actions.get(sched_class as usize) {
            Some(&a) if sched_class != 0 && a != 0 => Some(a),
            _ => None,
        }
    }

    /// Empties the packet (C++ `clearResources`).
    pub fn clear_resources(&mut self) {
        self.automaton.reset();
    }

    /// Turns tracking of the units each instruction takes on or off (C++
    /// `setTrackResources`); [`Packetizer::used_resources`] needs it on.
    pub fn set_track_resources(&mut self, track: bool) {
        self.automaton.enable_transcription(track);
    }

    /// Whether an instruction of `sched_class` fits in the packet (C++
    /// `canReserveResources`).
    pub fn can_reserve_resources(&self, sched_class: u32) -> bool {
        self.action(sched_class).is_some_and(|a| self.automaton.can_add(a))
    }

    /// Adds an instruction of `sched_class` to the packet (C++
    /// `reserveResources`); returns whether it fit. A class that does not
    /// fit leaves the packet unchanged.
    pub fn reserve_resources(&mut self, sched_class: u32) -> bool {
        match self.action(sched_class) {
            Some(a) => self.automaton.add(a),
            None => false,
        }
    }

    /// The units (one bit each) the `inst_idx`-th instruction of the packet
    /// takes in one valid assignment (C++ `getUsedResources`, which
    /// truncates the mask to `unsigned`); `None` if resource tracking is
    /// off or the packet has fewer than `inst_idx + 1` instructions (where
    /// LLVM asserts).
    pub fn used_resources(&self, inst_idx: usize) -> Option<u64> {
        let paths = self.automaton.nfa_paths();
        let path = paths.first()?;
        let now = *path.get(inst_idx)?;
        match inst_idx.checked_sub(1) {
            Some(before) => Some(now ^ *path.get(before)?),
            None => Some(now),
        }
    }

    /// Every assignment of units to the packet's instructions: for each,
    /// the cumulative unit masks after each instruction.
    pub fn nfa_paths(&self) -> alloc::vec::Vec<alloc::vec::Vec<u64>> {
        self.automaton.nfa_paths()
    }
}
