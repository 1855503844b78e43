include "f1368.td"
