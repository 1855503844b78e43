include "f506.td"
