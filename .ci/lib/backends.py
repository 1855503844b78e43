"""The backends the harnesses know of: one manifest per backend under
tests/backends/<flag>.toml (flag, golden_lit, golden_own, options).
tablegen-build/tests/backend_manifests.rs checks every manifest against the
backend's own declaration, so a script reading them cannot drift from the
registry.

  load()  -> [Backend], sorted by flag
"""
import os
import tomllib
from dataclasses import dataclass, field

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
DIR = os.path.join(ROOT, "tests", "backends")
KEYS = {"flag", "golden_lit", "golden_own", "options"}


@dataclass(frozen=True)
class Backend:
    flag: str                 # without the dash: "gen-vt"
    golden_lit: bool          # LLVM's lit RUN lines with it are recorded in tests/golden
    golden_own: str = ""      # tests/golden/own/<dir> runs it by default ("" if none)
    options: tuple = field(default_factory=tuple)   # its cl::opt names


def load(directory=DIR):
    out = []
    for fn in sorted(os.listdir(directory)):
        if not fn.endswith(".toml"):
            continue
        with open(os.path.join(directory, fn), "rb") as f:
            d = tomllib.load(f)
        unknown = set(d) - KEYS
        if unknown or d.get("flag") != fn[:-5]:
            raise SystemExit("%s: unknown keys %s or a flag that is not its name" % (fn, sorted(unknown)))
        out.append(Backend(d["flag"], bool(d["golden_lit"]), d.get("golden_own", ""), tuple(d.get("options", ()))))
    if not out:
        raise SystemExit("no backend manifests in %s" % directory)
    return out
