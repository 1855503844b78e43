include "f669.td"
