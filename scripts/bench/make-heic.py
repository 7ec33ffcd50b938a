# Makes an HEVC-coded HEIC (as an iPhone's camera does) through the system's libheif + x265.
import ctypes, sys
W, H, OUT = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
lib = ctypes.CDLL('libheif.so.1')
class Err(ctypes.Structure):
    _fields_ = [('code', ctypes.c_int), ('subcode', ctypes.c_int), ('message', ctypes.c_char_p)]
for name in ['heif_context_alloc', 'heif_image_get_plane']:
    getattr(lib, name).restype = ctypes.c_void_p
lib.heif_image_get_plane.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.POINTER(ctypes.c_int)]
for name in ['heif_image_create', 'heif_image_add_plane', 'heif_context_get_encoder_for_format',
             'heif_context_encode_image', 'heif_context_write_to_file', 'heif_encoder_set_lossy_quality']:
    getattr(lib, name).restype = Err
def ok(e):
    if e.code: raise SystemExit(e.message.decode())
lib.heif_init(None)
ctx = ctypes.c_void_p(lib.heif_context_alloc())
img = ctypes.c_void_p()
# heif_colorspace_RGB = 1, heif_chroma_interleaved_RGB = 10, heif_channel_interleaved = 10
ok(lib.heif_image_create(W, H, 1, 10, ctypes.byref(img)))
ok(lib.heif_image_add_plane(img, 10, W, H, 8))
stride = ctypes.c_int()
plane = lib.heif_image_get_plane(img, 10, ctypes.byref(stride))
row = bytearray(W * 3)
buf = (ctypes.c_uint8 * (stride.value * H)).from_address(plane)
import random
random.seed(1)
noise = bytes(random.getrandbits(8) for _ in range(W * 3 + 997))
for y in range(H):
    off = (y * 131) % 997
    line = bytes((noise[off + x] // 2 + (x // 3 + y) // 16) & 0xff for x in range(W * 3))
    ctypes.memmove(plane + y * stride.value, line, W * 3)
enc = ctypes.c_void_p()
ok(lib.heif_context_get_encoder_for_format(ctx, 1, ctypes.byref(enc)))  # heif_compression_HEVC = 1
ok(lib.heif_encoder_set_lossy_quality(enc, 60))
ok(lib.heif_context_encode_image(ctx, img, enc, None, None))
ok(lib.heif_context_write_to_file(ctx, OUT.encode()))
print('wrote', OUT)
