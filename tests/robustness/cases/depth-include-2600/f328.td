include "f329.td"
