include "f704.td"
