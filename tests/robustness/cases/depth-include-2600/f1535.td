include "f1536.td"
