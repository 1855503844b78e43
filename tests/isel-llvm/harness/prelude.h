// Shared by harness.cpp and each target's generated table.cpp
// (tests/isel-llvm/convert.py).
#ifndef ISEL_LLVM_PRELUDE_H
#define ISEL_LLVM_PRELUDE_H

#include "llvm/CodeGen/ISDOpcodes.h"
#include "llvm/CodeGen/SelectionDAG.h"
#include "llvm/CodeGen/SelectionDAGISel.h"

/// One node opcode of nodes.txt with LLVM's (or, for target nodes, the
/// harness's) value.
struct IselLlvmNode {
  const char *Name;
  unsigned Opcode;
};

/// The target's MatcherTable, compiled from our -gen-dag-isel output.
const unsigned char *isel_llvm_table(unsigned &Size);
/// nodes.txt in order, ending with a null name.
extern const IselLlvmNode isel_llvm_nodes[];

#endif
