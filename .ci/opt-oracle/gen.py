"""Random command lines for the option-table oracle, built from a table's
`harness dump` (see harness.cpp): valid options in every spelling their
prefixes allow, joined and separate values, aliases, grouped short flags,
inputs, `--`, and invalid ones (misspelt options for "did you mean",
unknown options, options missing their values (one line in ten ends with
an option whose values it lacks), case changes).

  lines(dump_text, count, seed, ignore_case=False) -> [str]  (TAB-separated)
"""
import random

WORDS = ["a.out", "x.o", "main", "foo,bar", "0x10", "=", "", "-", "--", "16", "x86-64", "+m,-c", "/tmp/o"]


def parse_dump(text):
    opts = []
    for line in text.splitlines():
        f = line.split("\t")
        opts.append({"id": int(f[0]), "kind": f[1], "prefixes": f[2].split(" ") if f[2] else [],
                     "name": f[3], "param": int(f[4])})
    return [o for o in opts if o["kind"] not in ("Group", "Input", "Unknown")]


def value(rng):
    return rng.choice(WORDS + ["v%d" % rng.randrange(100)])


def misspell(rng, s):
    if len(s) < 2:
        return s + "x"
    i = rng.randrange(len(s))
    op = rng.randrange(3)
    if op == 0:
        return s[:i] + s[i + 1:]
    if op == 1:
        return s[:i] + rng.choice("abcdefghijklmnopqrstuvwxyz-=") + s[i:]
    return s[:i] + rng.choice("abcdefghijklmnopqrstuvwxyz") + s[i + 1:]


def option_words(rng, o, ignore_case):
    p = rng.choice(o["prefixes"]) if o["prefixes"] else ""
    spelt = p + o["name"]
    if ignore_case and rng.random() < 0.3:
        spelt = "".join(c.upper() if rng.random() < 0.5 else c for c in spelt)
    k = o["kind"]
    if k == "Flag":
        return [spelt]
    if k in ("Joined", "CommaJoined"):
        return [spelt + value(rng)]
    if k == "Separate":
        return [spelt, value(rng)] if rng.random() < 0.95 else [spelt]  # sometimes missing
    if k == "JoinedOrSeparate":
        return [spelt + value(rng)] if rng.random() < 0.5 else [spelt, value(rng)]
    if k == "JoinedAndSeparate":
        return [spelt + value(rng), value(rng)]
    if k == "MultiArg":
        n = o["param"] if rng.random() < 0.9 else max(0, o["param"] - 1)
        return [spelt] + [value(rng) for _ in range(n)]
    if k in ("RemainingArgs", "RemainingArgsJoined"):
        return [spelt] + [value(rng) for _ in range(rng.randrange(3))]
    if k == "Values":
        return [spelt]
    return [spelt]


def one_line(rng, opts, ignore_case):
    words = []
    for _ in range(rng.randrange(1, 7)):
        r = rng.random()
        if r < 0.6:
            words += option_words(rng, rng.choice(opts), ignore_case)
        elif r < 0.7:
            words.append(rng.choice(["a.out", "x.o", "lib.a", "-", "file with space"]))
        elif r < 0.82:
            o = rng.choice(opts)
            p = rng.choice(o["prefixes"]) if o["prefixes"] else "-"
            words.append(p + misspell(rng, o["name"]))
        elif r < 0.88:
            words.append("--")
        elif r < 0.94:
            # Grouped short flags (-dr).
            shorts = [o for o in opts if o["kind"] == "Flag" and len(o["name"]) == 1 and "-" in o["prefixes"]]
            if shorts:
                words.append("-" + "".join(rng.choice(shorts)["name"] for _ in range(rng.randrange(2, 4))))
        else:
            words.append(rng.choice(["-", "---x", "-=", "--unknown-option", "/?", "-Z9"]))
    if rng.random() < 0.1:
        # An option whose values the command line ends before.
        takers = [o for o in opts if o["kind"] in ("Separate", "JoinedOrSeparate", "JoinedAndSeparate", "MultiArg")]
        if takers:
            o = rng.choice(takers)
            words.append((rng.choice(o["prefixes"]) if o["prefixes"] else "") + o["name"])
    return "\t".join(w.replace("\t", " ") for w in words)


def lines(dump_text, count, seed, ignore_case=False):
    rng = random.Random(seed)
    opts = parse_dump(dump_text)
    return [one_line(rng, opts, ignore_case) for _ in range(count)]
