"""LLVM 19's tablegen invocations, $SHARED/tools/jobs.tsv, as the checks
under .ci/ read them: the rows, and the command-line arguments (include
path and root .td) of a row."""

import os


def rows(shared):
    """(target, root, flag, extra options) of every row, in file order."""
    out = []
    with open(os.path.join(shared, "tools", "jobs.tsv")) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            target, root, flag, _out, extra = line.rstrip("\n").split("\t")
            out.append((target, root, flag, extra.split()))
    return out


def td_args(llvm, target, root):
    """`-I DIR ... ROOT.td` for a row, as jobs.tsv's header describes them:
    a root under `llvm/` is one of include/llvm's, one under `./` is the
    tree's own, any other is a target's (lib/Target/TARGET)."""
    if root.startswith("llvm/"):
        td = os.path.join(llvm, "include", root)
        includes = [os.path.dirname(td), os.path.join(llvm, "include")]
    elif root.startswith("./"):
        td = os.path.join(llvm, root[2:])
        includes = [os.path.dirname(td), os.path.join(llvm, "include")]
    else:
        td = os.path.join(llvm, "lib", "Target", target, root)
        includes = [os.path.dirname(td), os.path.join(llvm, "include"), os.path.join(llvm, "lib", "Target")]
    return [a for d in includes for a in ("-I", d)] + [td]
