//! The matcher-table operation bytes (C++ `SelectionDAGISel::BuiltinOpcodes`
//! in LLVM 19, in the same order and with the same values).

/// C++ `OPC_Scope`: children, each prefixed with its VBR byte size, ending with a 0.
pub const SCOPE: u8 = 0;
/// C++ `OPC_RecordNode`.
pub const RECORD_NODE: u8 = 1;
/// C++ `OPC_RecordChild0` (`..7` follow).
pub const RECORD_CHILD0: u8 = 2;
/// C++ `OPC_RecordMemRef`.
pub const RECORD_MEM_REF: u8 = 10;
/// C++ `OPC_CaptureGlueInput`.
pub const CAPTURE_GLUE_INPUT: u8 = 11;
/// C++ `OPC_MoveChild`, child number byte.
pub const MOVE_CHILD: u8 = 12;
/// C++ `OPC_MoveChild0` (`..7` follow).
pub const MOVE_CHILD0: u8 = 13;
/// C++ `OPC_MoveSibling`, sibling number byte.
pub const MOVE_SIBLING: u8 = 21;
/// C++ `OPC_MoveSibling0` (`..7` follow).
pub const MOVE_SIBLING0: u8 = 22;
/// C++ `OPC_MoveParent`.
pub const MOVE_PARENT: u8 = 30;
/// C++ `OPC_CheckSame`, record number byte.
pub const CHECK_SAME: u8 = 31;
/// C++ `OPC_CheckChild0Same` (`..3` follow), record number byte.
pub const CHECK_CHILD0_SAME: u8 = 32;
/// C++ `OPC_CheckPatternPredicate`, predicate number byte.
pub const CHECK_PATTERN_PREDICATE: u8 = 36;
/// C++ `OPC_CheckPatternPredicate0` (`..7` follow).
pub const CHECK_PATTERN_PREDICATE0: u8 = 37;
/// C++ `OPC_CheckPatternPredicateTwoByte`, little-endian 2-byte number.
pub const CHECK_PATTERN_PREDICATE_TWO_BYTE: u8 = 45;
/// C++ `OPC_CheckPredicate`, predicate number byte.
pub const CHECK_PREDICATE: u8 = 46;
/// C++ `OPC_CheckPredicate0` (`..7` follow).
pub const CHECK_PREDICATE0: u8 = 47;
/// C++ `OPC_CheckPredicateWithOperands`: count, record numbers, predicate number.
pub const CHECK_PREDICATE_WITH_OPERANDS: u8 = 55;
/// C++ `OPC_CheckOpcode`, 2-byte node opcode.
pub const CHECK_OPCODE: u8 = 56;
/// C++ `OPC_SwitchOpcode`: cases of (VBR size, 2-byte opcode, body), ending with a 0.
pub const SWITCH_OPCODE: u8 = 57;
/// C++ `OPC_CheckType`, value type byte.
pub const CHECK_TYPE: u8 = 58;
/// C++ `OPC_CheckTypeI32`.
pub const CHECK_TYPE_I32: u8 = 59;
/// C++ `OPC_CheckTypeI64`.
pub const CHECK_TYPE_I64: u8 = 60;
/// C++ `OPC_CheckTypeRes`: result number byte, value type byte.
pub const CHECK_TYPE_RES: u8 = 61;
/// C++ `OPC_SwitchType`: cases of (VBR size, value type byte, body), ending with a 0.
pub const SWITCH_TYPE: u8 = 62;
/// C++ `OPC_CheckChild0Type` (`..7` follow), value type byte.
pub const CHECK_CHILD0_TYPE: u8 = 63;
/// C++ `OPC_CheckChild0TypeI32` (`..7` follow).
pub const CHECK_CHILD0_TYPE_I32: u8 = 71;
/// C++ `OPC_CheckChild0TypeI64` (`..7` follow).
pub const CHECK_CHILD0_TYPE_I64: u8 = 79;
/// C++ `OPC_CheckInteger`, sign-rotated VBR.
pub const CHECK_INTEGER: u8 = 87;
/// C++ `OPC_CheckChild0Integer` (`..4` follow), sign-rotated VBR.
pub const CHECK_CHILD0_INTEGER: u8 = 88;
/// C++ `OPC_CheckCondCode`, condition code byte.
pub const CHECK_COND_CODE: u8 = 93;
/// C++ `OPC_CheckChild2CondCode`, condition code byte.
pub const CHECK_CHILD2_COND_CODE: u8 = 94;
/// C++ `OPC_CheckValueType`, value type byte.
pub const CHECK_VALUE_TYPE: u8 = 95;
/// C++ `OPC_CheckComplexPat`: pattern number byte, record number byte.
pub const CHECK_COMPLEX_PAT: u8 = 96;
/// C++ `OPC_CheckComplexPat0` (`..7` follow), record number byte.
pub const CHECK_COMPLEX_PAT0: u8 = 97;
/// C++ `OPC_CheckAndImm`, VBR mask.
pub const CHECK_AND_IMM: u8 = 105;
/// C++ `OPC_CheckOrImm`, VBR mask.
pub const CHECK_OR_IMM: u8 = 106;
/// C++ `OPC_CheckImmAllOnesV`.
pub const CHECK_IMM_ALL_ONES_V: u8 = 107;
/// C++ `OPC_CheckImmAllZerosV`.
pub const CHECK_IMM_ALL_ZEROS_V: u8 = 108;
/// C++ `OPC_CheckFoldableChainNode`.
pub const CHECK_FOLDABLE_CHAIN_NODE: u8 = 109;
/// C++ `OPC_EmitInteger`: value type byte, sign-rotated VBR.
pub const EMIT_INTEGER: u8 = 110;
/// C++ `OPC_EmitInteger8`, sign-rotated VBR.
pub const EMIT_INTEGER8: u8 = 111;
/// C++ `OPC_EmitInteger16`, sign-rotated VBR.
pub const EMIT_INTEGER16: u8 = 112;
/// C++ `OPC_EmitInteger32`, sign-rotated VBR.
pub const EMIT_INTEGER32: u8 = 113;
/// C++ `OPC_EmitInteger64`, sign-rotated VBR.
pub const EMIT_INTEGER64: u8 = 114;
/// C++ `OPC_EmitStringInteger`: value type byte, plain VBR.
pub const EMIT_STRING_INTEGER: u8 = 115;
/// C++ `OPC_EmitStringInteger32`, plain VBR.
pub const EMIT_STRING_INTEGER32: u8 = 116;
/// C++ `OPC_EmitRegister`: value type byte, register byte.
pub const EMIT_REGISTER: u8 = 117;
/// C++ `OPC_EmitRegisterI32`, register byte.
pub const EMIT_REGISTER_I32: u8 = 118;
/// C++ `OPC_EmitRegisterI64`, register byte.
pub const EMIT_REGISTER_I64: u8 = 119;
/// C++ `OPC_EmitRegister2`: value type byte, 2-byte register.
pub const EMIT_REGISTER2: u8 = 120;
/// C++ `OPC_EmitConvertToTarget`, record number byte.
pub const EMIT_CONVERT_TO_TARGET: u8 = 121;
/// C++ `OPC_EmitConvertToTarget0` (`..7` follow).
pub const EMIT_CONVERT_TO_TARGET0: u8 = 122;
/// C++ `OPC_EmitMergeInputChains`: count, record numbers.
pub const EMIT_MERGE_INPUT_CHAINS: u8 = 130;
/// C++ `OPC_EmitMergeInputChains1_0` (`1_1`, `1_2` follow).
pub const EMIT_MERGE_INPUT_CHAINS1_0: u8 = 131;
/// C++ `OPC_EmitCopyToReg`: record number byte, register byte.
pub const EMIT_COPY_TO_REG: u8 = 134;
/// C++ `OPC_EmitCopyToReg0` (`..7` follow), register byte.
pub const EMIT_COPY_TO_REG0: u8 = 135;
/// C++ `OPC_EmitCopyToRegTwoByte`: record number byte, 2-byte register.
pub const EMIT_COPY_TO_REG_TWO_BYTE: u8 = 143;
/// C++ `OPC_EmitNodeXForm`: transform number byte, record number byte.
pub const EMIT_NODE_XFORM: u8 = 144;
/// C++ `OPC_EmitNode`: 2-byte opcode, flags, VT count, VTs, operand count, VBR operands.
pub const EMIT_NODE: u8 = 145;
/// C++ `OPC_EmitNode0` (`1`, `2` follow): flags, VTs, operands.
pub const EMIT_NODE0: u8 = 146;
/// C++ `OPC_EmitNode0None` (`1`, `2` follow): VTs, operands.
pub const EMIT_NODE0_NONE: u8 = 149;
/// C++ `OPC_EmitNode0Chain` (`1`, `2` follow): VTs, operands.
pub const EMIT_NODE0_CHAIN: u8 = 152;
/// C++ `OPC_MorphNodeTo`: as `EMIT_NODE`.
pub const MORPH_NODE_TO: u8 = 155;
/// C++ `OPC_MorphNodeTo0` (`1`, `2` follow).
pub const MORPH_NODE_TO0: u8 = 156;
/// C++ `OPC_MorphNodeTo0None` (`1`, `2` follow).
pub const MORPH_NODE_TO0_NONE: u8 = 159;
/// C++ `OPC_MorphNodeTo0Chain` (`1`, `2` follow).
pub const MORPH_NODE_TO0_CHAIN: u8 = 162;
/// C++ `OPC_MorphNodeTo0GlueInput` (`1`, `2` follow).
pub const MORPH_NODE_TO0_GLUE_INPUT: u8 = 165;
/// C++ `OPC_MorphNodeTo0GlueOutput` (`1`, `2` follow).
pub const MORPH_NODE_TO0_GLUE_OUTPUT: u8 = 168;
/// C++ `OPC_CompleteMatch`: count, VBR record numbers.
pub const COMPLETE_MATCH: u8 = 171;
/// C++ `OPC_Coverage`, 2-byte pattern index.
pub const COVERAGE: u8 = 172;

/// C++ `OPFL_Chain`: the node has a chain input (and output).
pub const OPFL_CHAIN: u8 = 1;
/// C++ `OPFL_GlueInput`.
pub const OPFL_GLUE_INPUT: u8 = 2;
/// C++ `OPFL_GlueOutput`.
pub const OPFL_GLUE_OUTPUT: u8 = 4;
/// C++ `OPFL_MemRefs`: the node gets the matched memory operands.
pub const OPFL_MEM_REFS: u8 = 8;
/// C++ `OPFL_VariadicInfo`: `(n + 1) << 4` when the root's operands from
/// the `n`th on are copied.
pub const OPFL_VARIADIC_INFO: u8 = 0x70;
