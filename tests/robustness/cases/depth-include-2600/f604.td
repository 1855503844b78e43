include "f605.td"
