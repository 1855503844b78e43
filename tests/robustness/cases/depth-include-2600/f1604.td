include "f1605.td"
