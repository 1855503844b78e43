include "f348.td"
