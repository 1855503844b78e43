include "f1094.td"
