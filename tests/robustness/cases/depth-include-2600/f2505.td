include "f2506.td"
