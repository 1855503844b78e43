include "f742.td"
