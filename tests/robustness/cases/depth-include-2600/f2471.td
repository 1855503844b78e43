include "f2472.td"
