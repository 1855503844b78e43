include "f433.td"
