include "f1422.td"
