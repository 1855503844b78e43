//! Round trips and damaged entries.

use super::*;

