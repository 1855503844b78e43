include "f728.td"
