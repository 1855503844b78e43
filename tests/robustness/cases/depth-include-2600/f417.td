include "f418.td"
