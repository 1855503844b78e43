include "f536.td"
