include "f513.td"
