include "f1345.td"
